import { locationSearchPageSchema } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertOwner } from '../../testing/fixture-rows.repository.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// 'Near', the map's box, nearest first and the pins (ADR 0041), through GET /api/locations.
let t: TestApp;

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/locations?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return locationSearchPageSchema.parse(res.json());
}
const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

beforeAll(async () => {
  t = await createTestApp();
  const ownerId = await insertOwner(t.database);
  const at = (title: string, lat: number, lng: number) =>
    insertLocation(t.database, { ownerId, title, latitude: lat, longitude: lng, price: '200.00' });
  // Downtown Austin, about 4 miles north, about 20 miles out (Round Rock), and Dallas.
  await at('Congress Avenue Loft', 30.2672, -97.7431);
  await at('Hyde Park Bungalow', 30.3072, -97.7301);
  await at('Round Rock Barn', 30.5083, -97.6789);
  await at('Deep Ellum Warehouse', 32.7843, -96.7838);
  await insertLocation(t.database, { ownerId, title: 'Unplaced Room' });
});

afterAll(async () => {
  await t.close();
});

describe('place search', () => {
  it('finds listings near a city or a ZIP code within the radius', async () => {
    expect(names(await search('near=Austin,%20TX&radius=10')).sort()).toEqual([
      'Congress Avenue Loft',
      'Hyde Park Bungalow',
    ]);
    expect((await search('near=Austin%20TX&radius=25')).total).toBe(3);
    expect(names(await search('near=78701&radius=5')).sort()).toEqual([
      'Congress Avenue Loft',
      'Hyde Park Bungalow',
    ]);
    expect((await search('near=Dallas,%20TX&radius=50')).total).toBe(1);
  });

  it('sorts by distance and says how far each card is', async () => {
    const page = await search('near=78701&radius=50&sort=distance');
    expect(names(page)).toEqual(['Congress Avenue Loft', 'Hyde Park Bungalow', 'Round Rock Barn']);
    const [first, second, third] = page.distances!;
    expect(first!).toBeLessThan(1.5);
    expect(second!).toBeGreaterThan(1.5);
    expect(second!).toBeLessThan(5);
    expect(third!).toBeGreaterThan(15);
    expect(page.near?.name).toContain('Austin');
  });

  it('filters by the map box, with the other filters kept, and gives pins when asked', async () => {
    // A box around Austin only (west,south,east,north).
    const box = 'bbox=-97.9,30.1,-97.5,30.6';
    expect((await search(box)).total).toBe(3);
    expect((await search(`${box}&q=barn`)).total).toBe(1);
    const pinned = await search(`${box}&pins=yes`);
    expect(pinned.pins).toHaveLength(3);
    expect(pinned.pins!.every((pin) => pin.price === 200 && pin.lat > 30 && pin.lat < 30.7)).toBe(true);
    // No pins unless asked: answers stay small for the list alone.
    expect((await search(box)).pins).toBeUndefined();
    // Everything, with pins: the unplaced listing counts but has no pin.
    const all = await search('pins=yes');
    expect(all.total).toBe(5);
    expect(all.pins).toHaveLength(4);
  });

  it('refuses a place it does not know and a malformed box', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/locations?near=Atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('Atlantis');
    const box = await t.app.inject({ method: 'GET', url: '/api/locations?bbox=1,2,3' });
    expect(box.statusCode).toBe(400);
    const radius = await t.app.inject({ method: 'GET', url: '/api/locations?near=78701&radius=7' });
    expect(radius.statusCode).toBe(400);
  });
});
