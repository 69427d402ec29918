import { locationSearchPageSchema } from '@setspot/domain/listings/location-views';
import { NEAR_UNKNOWN } from '@setspot/domain/search/place-filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertOwner } from '../../testing/fixture-rows.repository.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// 'Near' a city typed without its state, as the search page's Filters send it (GET /api/locations).
let t: TestApp;

async function near(place: string) {
  return t.app.inject({ method: 'GET', url: `/api/locations?near=${encodeURIComponent(place)}` });
}

beforeAll(async () => {
  t = await createTestApp();
  const ownerId = await insertOwner(t.database);
  const at = (title: string, lat: number, lng: number) =>
    insertLocation(t.database, { ownerId, title, latitude: lat, longitude: lng, price: '200.00' });
  await at('Exposition Park Loft', 34.0286, -118.2728);
  await at('Mission District Cafe', 37.7599, -122.4148);
  await at('Capitol Square Office', 39.7983, -89.6544);
});

afterAll(async () => {
  await t.close();
});

describe("'Near' a city without its state", () => {
  it('finds listings near the city the name most likely means', async () => {
    for (const [place, title, name] of [
      ['Los Angeles', 'Exposition Park Loft', 'Los Angeles, CA'],
      ['  san   francisco ', 'Mission District Cafe', 'San Francisco, CA'],
      ['Springfield', 'Capitol Square Office', 'Springfield, IL'],
    ] as const) {
      const res = await near(place);
      expect(res.statusCode, res.body).toBe(200);
      const page = locationSearchPageSchema.parse(res.json());
      expect(page.items.map((item) => item.name)).toEqual([title]);
      expect(res.json().near?.name).toBe(name);
    }
  });

  it('still refuses a name no city has', async () => {
    const res = await near('Qwzxv Plorb');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`${NEAR_UNKNOWN}: Qwzxv Plorb`);
  });
});
