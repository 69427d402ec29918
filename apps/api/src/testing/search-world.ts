import { type LocationSearchPage, locationSearchPageSchema } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, expect } from 'vitest';
import { signUpConfirmed } from './auth-helpers.ts';
import { eventually } from './eventually.ts';
import { insertLocation, insertOwner, insertReviews } from './fixture-rows.repository.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export let t: TestApp;
export let cookie: string;
export const ids: Record<string, string> = {};
export const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

export async function search(query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/locations${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  // Every answer is held to its schema (the server writes it without checking it again, ADR 0008).
  return locationSearchPageSchema.parse(res.json());
}
export const names = (page: LocationSearchPage) => page.items.map((item) => item.name);

/**
 * Builds this world for the calling test file (its beforeAll and afterAll): call it once at the top
 * of each file that uses it. A function, not hooks run on import, since test files share one module
 * registry per worker (vitest.config.ts: the integration project does not isolate files).
 */
export function useSearchWorld() {
  beforeAll(async () => {
    t = await createTestApp();
    const ownerId = await insertOwner(t.database);
    const add = async (key: string, fields: Parameters<typeof insertLocation>[1]) => {
      ids[key] = await insertLocation(t.database, fields);
    };
    const base = { ownerId };
    await add('loft', {
      ...base,
      title: 'Sunlit Industrial Loft',
      type: 'loft',
      price: '350.00',
      squareFootage: 1800,
      city: 'Los Angeles',
      state: 'CA',
      address: '218 W 29th Street',
      zip: '90007',
      createdAt: daysAgo(6),
    });
    await add('home', {
      ...base,
      title: 'Classic Suburban Home',
      type: 'house',
      price: '450.00',
      squareFootage: 2600,
      city: 'Pasadena',
      state: 'CA',
      createdAt: daysAgo(5),
    });
    await add('warehouse', {
      ...base,
      title: 'Raw Brick Warehouse',
      description: 'Exposed beams and a freight elevator',
      type: 'warehouse',
      price: '600.00',
      squareFootage: 8000,
      city: 'Brooklyn',
      state: 'NY',
      createdAt: daysAgo(4),
    });
    await add('cafe', {
      ...base,
      title: 'Cozy Corner Cafe',
      type: 'cafe/restaurant',
      price: '550.00',
      squareFootage: 900,
      city: 'Austin',
      state: 'TX',
      createdAt: daysAgo(3),
    });
    await add('studio', {
      ...base,
      title: 'Tiny Studio',
      type: 'studio',
      price: '2000.00',
      squareFootage: 500,
      city: 'Boise',
      state: 'ID',
      createdAt: daysAgo(2),
    });
    await add('free', {
      ...base,
      title: 'Free Meadow',
      type: 'outdoor',
      price: '0.00',
      squareFootage: 20000,
      city: 'Fargo',
      state: 'ND',
      createdAt: daysAgo(1),
    });
    await add('canal', {
      ...base,
      title: 'Canal Apartment',
      type: 'apartment',
      price: '99.99',
      squareFootage: null,
      city: 'Albany',
      state: 'NY',
      createdAt: daysAgo(7),
    });
    await add('deleted', {
      ...base,
      title: 'Withdrawn Loft',
      type: 'loft',
      price: '350.00',
      city: 'Los Angeles',
      state: 'CA',
      deletedAt: new Date(),
    });
    // Ratings for the 'rating' and 'recommended' sorts.
    await insertReviews(t.database, [
      { locationId: ids.cafe!, rating: 5 },
      { locationId: ids.cafe!, rating: 5 },
      { locationId: ids.cafe!, rating: 4 },
      { locationId: ids.warehouse!, rating: 5 },
      { locationId: ids.home!, rating: 2 },
    ]);
    cookie = await signUpConfirmed(t.app, {
      email: 'scout@example.com',
      firstName: 'Sam',
      lastName: 'Scout',
      userType: 'filmmaker',
    });
    await eventually(async () => expect((await search()).total).toBe(7));
  });
  afterAll(() => t.close());
}
