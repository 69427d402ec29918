import { type LocationSearchPage, locationSearchPageSchema } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertOwner } from '../../testing/fixture-rows.repository.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// What each production filter means, through GET /api/locations (ADR 0041), with the facet
// counts beside each choice.
let t: TestApp;

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/locations?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return locationSearchPageSchema.parse(res.json());
}
const names = (page: LocationSearchPage) => page.items.map((item) => item.name).sort();

beforeAll(async () => {
  t = await createTestApp();
  const ownerId = await insertOwner(t.database);
  const add = (fields: Omit<Parameters<typeof insertLocation>[1], 'ownerId'>) =>
    insertLocation(t.database, { ...fields, ownerId });
  await add({
    title: 'Stage',
    type: 'studio',
    price: '900.00',
    ceilingHeight: '24.0',
    powerCapacity: '400A three-phase, tie-in available',
    naturalLight: 'Controlled/Blackout',
    noiseLevel: 'Very quiet',
    parkingCapacity: 20,
    permitRequired: false,
    loadInNotes: 'Drive-in door',
    maxCrewSize: 60,
  });
  await add({
    title: 'Loft',
    type: 'loft',
    price: '400.00',
    ceilingHeight: '14.0',
    powerCapacity: '3 x 20A circuits',
    naturalLight: 'Excellent',
    noiseLevel: 'Minimal street noise',
    parkingCapacity: 2,
    permitRequired: true,
    loadInNotes: '   ',
    maxCrewSize: 12,
  });
  await add({
    title: 'Bar',
    type: 'cafe/restaurant',
    price: '500.00',
    ceilingHeight: '11.5',
    powerCapacity: 'Standard household, 200A panel',
    naturalLight: 'Good',
    noiseLevel: 'Noisy area',
    parkingCapacity: 0,
    permitRequired: true,
    loadInNotes: 'Back alley, two steps',
  });
  // States no production detail at all: no production filter ever finds it.
  await add({ title: 'Plain', type: 'house', price: '100.00' });
});

afterAll(async () => {
  await t.close();
});

describe('production filters', () => {
  it('ceiling height at least N feet, at a choice and between choices', async () => {
    expect(names(await search('minCeiling=12'))).toEqual(['Loft', 'Stage']);
    expect(names(await search('minCeiling=14'))).toEqual(['Loft', 'Stage']);
    expect(names(await search('minCeiling=14.5'))).toEqual(['Stage']);
    expect(names(await search('minCeiling=5'))).toEqual(['Bar', 'Loft', 'Stage']);
  });

  it('power of at least N amps, read from the owner text', async () => {
    expect(names(await search('minPower=200'))).toEqual(['Bar', 'Stage']);
    expect(names(await search('minPower=60'))).toEqual(['Bar', 'Loft', 'Stage']);
    expect(names(await search('minPower=300'))).toEqual(['Stage']);
  });

  it('natural light any of the chosen, noise at most the chosen', async () => {
    expect(names(await search('light=Excellent,Good'))).toEqual(['Bar', 'Loft']);
    expect(names(await search('maxNoise=Minimal%20street%20noise'))).toEqual(['Loft', 'Stage']);
    expect(names(await search('maxNoise=Very%20quiet'))).toEqual(['Stage']);
  });

  it('parking for at least N vehicles, permit required or not, load-in notes present', async () => {
    expect(names(await search('minParking=2'))).toEqual(['Loft', 'Stage']);
    expect(names(await search('minParking=3'))).toEqual(['Stage']);
    expect(names(await search('permit=required'))).toEqual(['Bar', 'Loft']);
    expect(names(await search('permit=not_required'))).toEqual(['Stage']);
    // Blank notes are no notes.
    expect(names(await search('loadIn=yes'))).toEqual(['Bar', 'Stage']);
  });

  it('the crew it holds, and filters together with the existing ones', async () => {
    expect(names(await search('crew=10'))).toEqual(['Loft', 'Stage']);
    expect(names(await search('crew=50'))).toEqual(['Stage']);
    expect(names(await search('crew=10&minParking=2&types=loft'))).toEqual(['Loft']);
    expect(names(await search('crew=10&maxPrice=500'))).toEqual(['Loft']);
    expect(names(await search('minCeiling=12&permit=required'))).toEqual(['Loft']);
  });

  it('counts each choice over the current search, keeping the other filters', async () => {
    const all = await search('');
    expect(all.total).toBe(4);
    // Choices 10, 12, 16, 20 ft.
    expect(all.facets.minCeiling).toEqual([3, 2, 1, 1]);
    expect(all.facets.permit).toEqual([2, 1]);
    const narrowed = await search('permit=required');
    // Its own filter's counts ignore it: picking 'not required' instead would give 1.
    expect(narrowed.facets.permit).toEqual([2, 1]);
    expect(narrowed.facets.minCeiling).toEqual([2, 1, 0, 0]);
    expect(narrowed.facets.loadIn).toEqual([1]);
    const priced = await search('maxPrice=450');
    expect(priced.facets.minParking).toEqual([1, 1, 0, 0, 0]);
  });

  it('refuses unreadable values with a message naming the parameter', async () => {
    for (const [query, name] of [
      ['minCeiling=tall', 'minCeiling'],
      ['light=Dark', 'natural light'],
      ['maxNoise=Silent', 'maxNoise'],
      ['permit=maybe', 'permit'],
      ['loadIn=no', 'loadIn'],
      ['crew=-3', 'crew'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/locations?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(name);
    }
  });
});
