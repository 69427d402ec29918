import type { LocationSearchPage } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { insertLocation, insertOwner } from '../../testing/fixture-rows.repository.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/locations${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LocationSearchPage;
}

beforeAll(async () => {
  t = await createTestApp();
  const ownerId = await insertOwner(t.database);
  // 20 houses, newest first, and 3 older offices that only the last page shows.
  for (let i = 0; i < 23; i++) {
    await insertLocation(t.database, {
      ownerId,
      title: `Listing ${String(i).padStart(2, '0')}`,
      type: i < 3 ? 'office' : 'house',
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
    });
  }
  await eventually(async () => expect((await search('')).total).toBe(23));
});
afterAll(() => t.close());

describe('search pages', () => {
  it('has 10 per page and counts every match', async () => {
    const first = await search('?sort=newest');
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10, pageCount: 3 });
    expect(first.items.map((item) => item.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Listing ${String(22 - i).padStart(2, '0')}`),
    );
    const last = await search('?sort=newest&page=3');
    expect(last.items.map((item) => item.name)).toEqual(['Listing 02', 'Listing 01', 'Listing 00']);
  });

  it('lists the types of all matching listings, not only those on the page', async () => {
    const first = await search('?sort=newest');
    expect(new Set(first.items.map((item) => item.type))).toEqual(new Set(['house']));
    expect(first.types).toEqual(['house', 'office']);
  });

  it('never repeats or skips a listing across pages', async () => {
    for (const sort of ['recommended', 'price_asc', 'price_desc', 'newest', 'rating']) {
      const seen: string[] = [];
      for (const page of [1, 2, 3])
        seen.push(...(await search(`?sort=${sort}&page=${page}`)).items.map((i) => i.id));
      expect(new Set(seen).size, sort).toBe(23);
    }
  });

  it('clamps the page to the page count, and to 1 when nothing matches', async () => {
    const beyond = await search('?sort=newest&page=99');
    expect(beyond).toMatchObject({ page: 3, pageCount: 3 });
    expect(beyond.items).toHaveLength(3);
    const none = await search('?q=nothing-like-this&page=4');
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 0, types: [] });
  });
});
