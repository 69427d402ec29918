import { listingPositionSchema } from '@setspot/domain/listings/listing-position';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { insertBookings, insertLocation } from '../../testing/fixture-rows.repository.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { userIdOf } from '../../testing/message-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { milesBetween } from './approximate-position.ts';

// The exact point is private like the address (ADR 0041): everyone gets the circle, only the owner
// and renters with a confirmed booking the point.
let t: TestApp;
const cookies: Record<'owner' | 'otherOwner' | 'booked' | 'pending' | 'stranger', string> = {
  owner: '',
  otherOwner: '',
  booked: '',
  pending: '',
  stranger: '',
};
let listingId = '';
const EXACT = { lat: 34.02861, lng: -118.27283 };
// The exact figures as they would be written in JSON.
const exactTexts = [String(EXACT.lat), String(EXACT.lng)];

async function position(cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/locations/${listingId}/position`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return listingPositionSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[]) {
    const type = key === 'owner' || key === 'otherOwner' ? 'owner' : 'filmmaker';
    cookies[key] = await signUpAs(t.app, `${key}-position@example.com`, type);
  }
  listingId = await insertLocation(t.database, {
    ownerId: await userIdOf(t.app, cookies.owner),
    title: 'Pinned Loft',
    latitude: EXACT.lat,
    longitude: EXACT.lng,
  });
  const booking = {
    locationId: listingId,
    startDate: '2030-01-10',
    endDate: '2030-01-11',
    totalPrice: '200.00',
  };
  await insertBookings(t.database, [
    {
      ...booking,
      renterId: await userIdOf(t.app, cookies.booked),
      status: 'confirmed',
      paymentStatus: 'paid',
    },
    {
      ...booking,
      startDate: '2030-02-10',
      endDate: '2030-02-11',
      renterId: await userIdOf(t.app, cookies.pending),
      status: 'pending',
      paymentStatus: 'authorized',
    },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('listing position', () => {
  it('gives visitors, strangers, pending renters and other owners the circle only', async () => {
    for (const cookie of [undefined, cookies.stranger, cookies.pending, cookies.otherOwner]) {
      const answer = await position(cookie);
      expect(answer.exact).toBeNull();
      const area = answer.area!;
      expect(area.radiusMeters).toBe(500);
      const meters = milesBetween(EXACT, area) * 1609.344;
      // Around the building, never on it.
      expect(meters).toBeGreaterThan(100);
      expect(meters).toBeLessThan(area.radiusMeters);
    }
  });

  it('gives the owner and a renter with a confirmed booking the exact point', async () => {
    expect((await position(cookies.owner)).exact).toEqual(EXACT);
    expect((await position(cookies.booked)).exact).toEqual(EXACT);
  });

  it('never writes the exact point into search or the detail page, for anyone', async () => {
    await eventually(async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/locations?q=pinned' });
      expect(res.json().total).toBe(1);
    });
    for (const cookie of [undefined, cookies.stranger, cookies.booked]) {
      const headers = cookie ? { cookie } : {};
      for (const url of [
        `/api/locations?q=pinned`,
        `/api/locations/${listingId}`,
        '/api/locations/featured',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        for (const text of exactTexts) expect(res.body, url).not.toContain(text);
        expect(res.body).not.toMatch(/latitude|longitude/);
      }
    }
    const search = (await t.app.inject({ method: 'GET', url: '/api/locations?q=pinned' })).json();
    expect(search.items[0].area).toEqual((await position()).area);
  });

  it('places a new listing from its ZIP code when it is written', async () => {
    const id = await createListing(t.app, cookies.owner, { zip: '94607', city: 'Oakland', state: 'CA' });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/locations/${id}/position`,
      headers: { cookie: cookies.owner },
    });
    const exact = listingPositionSchema.parse(answer.json()).exact!;
    // Oakland's 94607, near the port.
    expect(exact.lat).toBeCloseTo(37.8, 1);
    expect(exact.lng).toBeCloseTo(-122.29, 1);
  });

  it('answers an unknown listing as not found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/locations/00000000-0000-4000-8000-000000000000/position',
    });
    expect(res.statusCode).toBe(404);
  });
});
