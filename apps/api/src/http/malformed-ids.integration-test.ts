import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, signUpAs } from '../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../testing/test-app.ts';

/**
 * Ids are checked once, in each route's schema (common-schemas.ts uuidSchema): a malformed id in a
 * query or body is a 400 that names the field; one in the address names nothing, so it is a 404 in
 * the route's own words, as pages such as 'Location Not Found' need. Never a 500.
 */
let t: TestApp;
let owner: string;
let filmmaker: string;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  owner = await signUpAs(t.app, 'ids-owner@example.com', 'owner');
  filmmaker = await signUpAs(t.app, 'ids-filmmaker@example.com', 'filmmaker');
  listingId = await createListing(t.app, owner);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function ask(method: Method, url: string, cookie: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(payload === undefined ? { origin: jsonHeaders.origin } : jsonHeaders), cookie },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, error: res.json().error };
}

// Up to 100 characters: the router refuses a longer path parameter with a 400 of its own.
const MALFORMED = ['not-a-uuid', '1', 'x'.repeat(100), 'ünïcode', '00000000-0000-0000-0000-00000000000g'];
const NOBODY = '00000000-0000-4000-8000-000000000000';

describe('a malformed id in a query or body', () => {
  it.each(MALFORMED)(
    '%j is a 400 naming the field (one validation shape on every route), on every message route',
    async (id) => {
      const q = encodeURIComponent(id);
      expect(await ask('GET', `/api/messages?conversationId=${q}`, filmmaker)).toEqual({
        status: 400,
        error: { code: 'VALIDATION_ERROR', message: 'Not a valid id', field: 'conversationId' },
      });
      expect((await ask('GET', `/api/messages?userId=${q}`, filmmaker)).error.field).toBe('userId');
      expect((await ask('GET', `/api/messages?userId=${NOBODY}&locationId=${q}`, filmmaker)).status).toBe(
        400,
      );
      expect(await ask('POST', '/api/messages/read', filmmaker, { ids: [NOBODY, id] })).toEqual({
        status: 400,
        error: { code: 'VALIDATION_ERROR', message: 'Not a valid id', field: 'ids.1' },
      });
      const message = { receiverId: NOBODY, content: 'Hello' };
      for (const field of ['receiverId', 'bookingId', 'locationId']) {
        const res = await ask('POST', '/api/messages', filmmaker, { ...message, [field]: id });
        expect(res).toEqual({
          status: 400,
          error: { code: 'VALIDATION_ERROR', message: 'Not a valid id', field },
        });
      }
    },
  );

  it('is a 400 for a booking, a review and a photo order', async () => {
    const dates = { startDate: '2099-01-01', endDate: '2099-01-02' };
    expect((await ask('POST', '/api/bookings', filmmaker, { locationId: 'nope', ...dates })).error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Not a valid id',
      field: 'locationId',
    });
    const review = await ask('POST', '/api/reviews', filmmaker, { bookingId: 'nope', rating: 5 });
    expect(review).toMatchObject({ status: 400, error: { message: 'Not a valid id', field: 'bookingId' } });
    const renter = await ask('POST', '/api/renter-reviews', owner, { bookingId: '', rating: 5 });
    expect(renter).toMatchObject({ status: 400, error: { message: 'Not a valid id', field: 'bookingId' } });
    const order = await ask('PUT', `/api/locations/${listingId}/images/order`, owner, { imageIds: ['nope'] });
    expect(order).toMatchObject({ status: 400, error: { message: 'Not a valid id', field: 'imageIds.0' } });
  });
});

describe('a malformed id in the address', () => {
  it.each([
    ['GET', '/api/locations/%s', 'Location not found'],
    ['GET', '/api/locations/%s/reviews', 'Location not found'],
    ['GET', '/api/locations/%s/unavailable-dates', 'Location not found'],
    ['GET', '/api/owner/listings/%s', 'Property not found'],
    ['PUT', '/api/locations/%s', 'Property not found'],
    ['DELETE', '/api/locations/%s', 'Property not found'],
    ['PUT', '/api/locations/%s/images/order', 'Property not found'],
    ['DELETE', `/api/locations/%s/images/${NOBODY}`, 'Property not found'],
    ['GET', '/api/bookings/%s', 'Booking not found'],
    ['GET', '/api/bookings/%s/refund-quote', 'Booking not found'],
    ['POST', '/api/bookings/%s/checkout', 'Booking not found'],
    ['POST', '/api/bookings/%s/approve', 'Booking not found'],
    ['POST', '/api/bookings/%s/reject', 'Booking not found'],
    ['POST', '/api/bookings/%s/cancel', 'Booking not found'],
    ['POST', '/api/reviews/%s/reply', 'Review not found'],
    ['GET', '/api/filmmakers/%s/reviews', 'Filmmaker not found'],
  ] as const)('%s %s is a 404: %s', async (method, path, message) => {
    const cookie = path.includes('/bookings/') || path.includes('/filmmakers/') ? filmmaker : owner;
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    for (const id of MALFORMED) {
      const res = await ask(method, path.replace('%s', encodeURIComponent(id)), cookie, body);
      expect(res).toEqual({ status: 404, error: { code: 'NOT_FOUND', message } });
    }
  });

  it("answers a photo's malformed id with 'Image not found'", async () => {
    const res = await ask('DELETE', `/api/locations/${listingId}/images/nope`, owner);
    expect(res).toEqual({ status: 404, error: { code: 'NOT_FOUND', message: 'Image not found' } });
  });

  it('reads an id in capitals as the same id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/locations/${listingId.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(listingId);
  });
});
