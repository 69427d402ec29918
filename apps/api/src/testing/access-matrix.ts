import type { FastifyInstance, InjectOptions } from 'fastify';
import { authorisedBooking, daysFromToday, post, requestBooking } from './booking-fixtures.ts';
import { multipartPayload, pngImage } from './image-fixtures.ts';
import { createListing, fullListingForm } from './listing-fixtures.ts';
import { jsonHeaders } from './test-app.ts';

/**
 * Who may call each documented API route (issue "Hardening": the authorization matrix). Every route
 * in the OpenAPI document needs an entry, so a new route cannot ship without saying who may use it.
 * The test (http/access-matrix.integration-test.ts) sends each request as every caller and compares
 * the status with the entry.
 */
export const CALLERS = ['visitor', 'filmmaker', 'owner', 'otherFilmmaker', 'otherOwner'] as const;
export type Caller = (typeof CALLERS)[number];

/** The world a request is made in: `owner` owns `listingId`; the others own nothing of it. */
export type MatrixWorld = {
  app: FastifyInstance;
  cookies: Record<Exclude<Caller, 'visitor'>, string>;
  listingId: string;
};

export type MatrixEntry = {
  /** Expected status for each caller. */
  expect: Record<Caller, number>;
  /** The request, made afresh for each caller (so a delete by one does not change the next). */
  request: (world: MatrixWorld) => Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
};

const everyone = (status: number): Record<Caller, number> => ({
  visitor: status,
  filmmaker: status,
  owner: status,
  otherFilmmaker: status,
  otherOwner: status,
});
const signedIn = (status: number): Record<Caller, number> => ({ ...everyone(status), visitor: 401 });
/** Owner-only routes: 401 signed out, 403 for filmmakers, `other` for another owner. */
const ownerOnly = (ok: number, other = ok): Record<Caller, number> => ({
  visitor: 401,
  filmmaker: 403,
  owner: ok,
  otherFilmmaker: 403,
  otherOwner: other,
});

const json = (payload: unknown) => ({ headers: jsonHeaders, payload: payload as string });

/** A fresh listing of the world's owner, for requests that change or remove one. */
async function freshListing(world: MatrixWorld) {
  return createListing(world.app, world.cookies.owner);
}

async function imagesOf(world: MatrixWorld, listingId: string): Promise<string[]> {
  const res = await world.app.inject({
    method: 'GET',
    url: `/api/owner/listings/${listingId}`,
    headers: { cookie: world.cookies.owner },
  });
  return (res.json().images as { id: string }[]).map((image) => image.id);
}

/** A fresh listing with two photos (one may be removed: a listing keeps at least one). */
async function listingWithPhotos(world: MatrixWorld) {
  const id = await freshListing(world);
  const photo = await pngImage(64, 64);
  const { payload, headers } = await multipartPayload([
    { filename: 'a.png', data: photo },
    { filename: 'b.png', data: photo },
  ]);
  await world.app.inject({
    method: 'POST',
    url: `/api/locations/${id}/images`,
    headers: { ...headers, cookie: world.cookies.owner, origin: jsonHeaders.origin },
    payload,
  });
  return { id, imageIds: await imagesOf(world, id) };
}

const dates = { startDate: daysFromToday(20), endDate: daysFromToday(22) };
const everyDay = { availability: { weekdays: true, weekends: true, holidays: true } };

/** A fresh listing open every day, so any dates can be requested. */
function bookableListing(world: MatrixWorld) {
  return createListing(world.app, world.cookies.owner, everyDay);
}

/** A request by the world's filmmaker on a fresh listing of the world's owner, paid (authorised). */
async function authorised(world: MatrixWorld) {
  const locationId = await bookableListing(world);
  return authorisedBooking(world.app, world.cookies.filmmaker, { locationId, ...dates });
}

/** The same, not paid yet. */
async function unpaid(world: MatrixWorld) {
  const locationId = await bookableListing(world);
  const res = await requestBooking(world.app, world.cookies.filmmaker, { locationId, ...dates });
  return res.json().booking.id as string;
}

/** The same, approved by the owner (paid and confirmed). */
async function confirmed(world: MatrixWorld) {
  const id = await authorised(world);
  await post(world.app, `/api/bookings/${id}/approve`, world.cookies.owner);
  return id;
}

/** The test checkout session of a fresh unpaid request. */
async function checkoutSession(world: MatrixWorld) {
  const id = await unpaid(world);
  const res = await post(world.app, `/api/bookings/${id}/checkout`, world.cookies.filmmaker);
  return (res.json().url as string).split('/').pop() ?? '';
}

/** Booking routes: the renter (filmmaker), the listing's owner, and nobody else. */
const parties = (renter: number, owner: number): Record<Caller, number> => ({
  visitor: 401,
  filmmaker: renter,
  owner,
  otherFilmmaker: 404,
  otherOwner: 404,
});

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/health': { expect: everyone(200), request: () => ({ url: '/api/health' }) },
  'GET /api/me': { expect: everyone(200), request: () => ({ url: '/api/me' }) },
  'POST /api/errors': {
    expect: everyone(204),
    request: () => ({ url: '/api/errors', ...json({ type: 'matrix', error: 'e' }) }),
  },
  'GET /api/locations': { expect: everyone(200), request: () => ({ url: '/api/locations' }) },
  'GET /api/locations/featured': {
    expect: everyone(200),
    request: () => ({ url: '/api/locations/featured' }),
  },
  'GET /api/locations/{id}': {
    expect: everyone(200),
    request: (w) => ({ url: `/api/locations/${w.listingId}` }),
  },
  'GET /api/locations/{id}/reviews': {
    expect: everyone(200),
    request: (w) => ({ url: `/api/locations/${w.listingId}/reviews` }),
  },
  'GET /api/locations/{id}/unavailable-dates': {
    expect: everyone(200),
    request: (w) => ({ url: `/api/locations/${w.listingId}/unavailable-dates` }),
  },
  'POST /api/locations': {
    expect: ownerOnly(201),
    request: () => ({ url: '/api/locations', ...json(fullListingForm()) }),
  },
  'PUT /api/locations/{id}': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      url: `/api/locations/${await freshListing(w)}`,
      method: 'PUT',
      ...json(fullListingForm()),
    }),
  },
  'DELETE /api/locations/{id}': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `/api/locations/${await freshListing(w)}` }),
  },
  'POST /api/locations/{id}/images': {
    expect: ownerOnly(201, 404),
    request: async (w) => {
      const { payload, headers } = await multipartPayload([
        { filename: 'b.png', data: await pngImage(64, 64) },
      ]);
      return {
        url: `/api/locations/${await freshListing(w)}/images`,
        headers: { ...headers, origin: jsonHeaders.origin },
        payload,
      };
    },
  },
  'PUT /api/locations/{id}/images/order': {
    expect: ownerOnly(200, 404),
    request: async (w) => {
      const { id, imageIds } = await listingWithPhotos(w);
      return { url: `/api/locations/${id}/images/order`, ...json({ imageIds }) };
    },
  },
  'DELETE /api/locations/{id}/images/{imageId}': {
    expect: ownerOnly(200, 404),
    request: async (w) => {
      const { id, imageIds } = await listingWithPhotos(w);
      return { url: `/api/locations/${id}/images/${imageIds[0]}` };
    },
  },
  'GET /api/owner/dashboard': { expect: ownerOnly(200), request: () => ({ url: '/api/owner/dashboard' }) },
  'GET /api/owner/listings': { expect: ownerOnly(200), request: () => ({ url: '/api/owner/listings' }) },
  'GET /api/owner/listings/{id}': {
    expect: ownerOnly(200, 404),
    request: (w) => ({ url: `/api/owner/listings/${w.listingId}` }),
  },
  'GET /api/owner/bookings': { expect: ownerOnly(200), request: () => ({ url: '/api/owner/bookings' }) },
  'POST /api/bookings': {
    expect: { visitor: 401, filmmaker: 201, owner: 403, otherFilmmaker: 201, otherOwner: 403 },
    request: async (w) => ({
      url: '/api/bookings',
      ...json({ locationId: await bookableListing(w), ...dates }),
    }),
  },
  'GET /api/me/bookings': { expect: signedIn(200), request: () => ({ url: '/api/me/bookings' }) },
  'GET /api/bookings/{id}': {
    expect: parties(200, 200),
    request: async (w) => ({ url: `/api/bookings/${await authorised(w)}` }),
  },
  'GET /api/bookings/{id}/refund-quote': {
    expect: parties(200, 404),
    request: async (w) => ({ url: `/api/bookings/${await confirmed(w)}/refund-quote` }),
  },
  'POST /api/bookings/{id}/checkout': {
    expect: parties(200, 404),
    request: async (w) => ({ url: `/api/bookings/${await unpaid(w)}/checkout`, ...json({}) }),
  },
  'POST /api/bookings/{id}/approve': {
    expect: parties(403, 200),
    request: async (w) => ({ url: `/api/bookings/${await authorised(w)}/approve`, ...json({}) }),
  },
  'POST /api/bookings/{id}/reject': {
    expect: parties(403, 200),
    request: async (w) => ({
      url: `/api/bookings/${await authorised(w)}/reject`,
      ...json({ reason: 'The space is being repainted that week' }),
    }),
  },
  'POST /api/bookings/{id}/cancel': {
    expect: parties(200, 200),
    request: async (w) => ({
      url: `/api/bookings/${await confirmed(w)}/cancel`,
      ...json({ reason: 'A pipe burst in the studio' }),
    }),
  },
  // The session id is the capability, as with a hosted checkout page: whoever holds the link may pay.
  'GET /api/payments/test/sessions/{id}': {
    expect: everyone(200),
    request: async (w) => ({ url: `/api/payments/test/sessions/${await checkoutSession(w)}` }),
  },
  'POST /api/payments/test/sessions/{id}/pay': {
    expect: everyone(200),
    request: async (w) => ({
      url: `/api/payments/test/sessions/${await checkoutSession(w)}/pay`,
      ...json({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', name: 'Rosa Diaz' }),
    }),
  },
};
