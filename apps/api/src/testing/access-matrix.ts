import type { FastifyInstance, InjectOptions } from 'fastify';
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
};
