import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, pngImage } from '../../testing/image-fixtures.ts';
import { createListing, fullListingForm, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

/**
 * The API lets only the owner of a listing change it, delete it or touch its photos (architecture
 * section 1): every such route is called by a visitor, a filmmaker and another owner, who are
 * refused with 401, 403 and 404 (never 500), and the listing is unchanged afterwards.
 */
let t: TestApp;
const cookies = { owner: '', filmmaker: '', otherOwner: '' };
let listingId: string;
let imageIds: string[];
let snapshot: unknown;

const state = async () => ({
  listing: await t.database.query(
    `select title, price, owner_id, deleted_at, updated_at from locations where id = $1`,
    [listingId],
  ),
  images: await t.database.query(
    `select id, image_url, position, is_primary from location_images where location_id = $1 order by position`,
    [listingId],
  ),
});

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  cookies.owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  cookies.filmmaker = await signUpAs(t.app, 'filmmaker@example.com', 'filmmaker');
  cookies.otherOwner = await signUpAs(t.app, 'other@example.com', 'owner');
  listingId = await createListing(t.app, cookies.owner);
  const { payload, headers } = await multipartPayload([
    { filename: 'a.png', data: await pngImage(64, 64) },
    { filename: 'b.png', data: await pngImage(64, 64) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/locations/${listingId}/images`,
    headers: { ...headers, cookie: cookies.owner },
    payload,
  });
  imageIds = res.json().images.map((image: { id: string }) => image.id);
  snapshot = await state();
});
afterAll(() => t.close());

type Route = { name: string; signedOut: string; request: () => Promise<InjectOptions> };

const json = (method: 'POST' | 'PUT', url: () => string, payload: () => unknown) => async () => ({
  method,
  url: url(),
  headers: jsonHeaders,
  payload: payload() as Record<string, unknown>,
});

const routes: Route[] = [
  {
    name: 'PUT /api/locations/{id}',
    signedOut: 'You must be logged in to update a property',
    request: json(
      'PUT',
      () => `/api/locations/${listingId}`,
      () => ({ ...fullListingForm(), propertyName: 'Mine now' }),
    ),
  },
  {
    name: 'DELETE /api/locations/{id}',
    signedOut: 'You must be logged in to do that',
    request: async () => ({ method: 'DELETE', url: `/api/locations/${listingId}` }),
  },
  {
    name: 'POST /api/locations/{id}/images',
    signedOut: 'You must be logged in to update a property',
    request: async () => {
      const { payload, headers } = await multipartPayload([
        { filename: 'x.png', data: await pngImage(32, 32) },
      ]);
      return { method: 'POST', url: `/api/locations/${listingId}/images?mode=replace`, headers, payload };
    },
  },
  {
    name: 'PUT /api/locations/{id}/images/order',
    signedOut: 'You must be logged in to update a property',
    request: json(
      'PUT',
      () => `/api/locations/${listingId}/images/order`,
      () => ({
        imageIds: [...imageIds].reverse(),
      }),
    ),
  },
  {
    name: 'DELETE /api/locations/{id}/images/{imageId}',
    signedOut: 'You must be logged in to update a property',
    request: async () => ({ method: 'DELETE', url: `/api/locations/${listingId}/images/${imageIds[0]}` }),
  },
  {
    name: 'GET /api/owner/listings/{id} (edit form)',
    signedOut: 'You must be logged in to access this page',
    request: async () => ({ method: 'GET', url: `/api/owner/listings/${listingId}` }),
  },
];

async function call(route: Route, cookie?: string) {
  const options = await route.request();
  return t.app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
}

describe.each(routes)('$name', (route) => {
  it('refuses a visitor with 401 and the sign-in message', async () => {
    const res = await call(route);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: route.signedOut } });
    expect(await state()).toEqual(snapshot);
  });

  it('refuses a filmmaker with 403', async () => {
    const res = await call(route, cookies.filmmaker);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only property owner accounts can list and manage properties' },
    });
    expect(await state()).toEqual(snapshot);
  });

  it("answers another owner 404 'Property not found', as if the listing did not exist", async () => {
    const res = await call(route, cookies.otherOwner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Property not found' } });
    expect(await state()).toEqual(snapshot);
  });
});

describe('POST /api/locations', () => {
  const create = (cookie?: string, payload: unknown = fullListingForm()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });

  it("refuses a visitor with 'You must be logged in to list a property', even with a bad body", async () => {
    for (const payload of [fullListingForm(), { ownerId: 'x' }]) {
      const res = await create(undefined, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('You must be logged in to list a property');
    }
  });

  it('refuses a filmmaker clearly', async () => {
    const res = await create(cookies.filmmaker);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only property owner accounts can list and manage properties');
    const rows = await t.database.query(`select 1 from locations`);
    expect(rows).toHaveLength(1);
  });

  it("lets another owner create their own listing, which the first owner's routes cannot see", async () => {
    const res = await create(cookies.otherOwner);
    expect(res.statusCode).toBe(201);
    const theirs = res.json().listing.id;
    const edit = await t.app.inject({
      method: 'GET',
      url: `/api/owner/listings/${theirs}`,
      headers: { cookie: cookies.owner },
    });
    expect(edit.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/owner/listings',
      headers: { cookie: cookies.owner },
    });
    expect(mine.json().items.map((item: { id: string }) => item.id)).toEqual([listingId]);
  });
});

describe.each(['/api/owner/dashboard', '/api/owner/listings', '/api/owner/bookings'])('GET %s', (url) => {
  it('refuses a visitor with 401 and a filmmaker with 403', async () => {
    const visitor = await t.app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('You must be logged in to access this page');
    const filmmaker = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.filmmaker } });
    expect(filmmaker.statusCode).toBe(403);
  });
});

describe('the owner', () => {
  it('may do all of it: the same requests succeed for the listing owner', async () => {
    // Photos are reordered and one removed before the upload replaces them, and deletion comes last.
    const order = [0, 3, 4, 5, 2, 1].map((index) => routes[index] as Route);
    for (const route of order) {
      const res = await call(route, cookies.owner);
      expect(res.statusCode, `${route.name}: ${res.body}`).toBeLessThan(300);
    }
    expect(await state()).not.toEqual(snapshot);
  });
});
