import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookings, insertLocation, insertOwner } from '../../testing/fixture-rows.repository.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { searchBookings } from './admin-bookings.repository.ts';
import { searchListings } from './admin-listings.repository.ts';
import { containsPattern, listingIdsByTitle } from './admin-search.repository.ts';

// A search of several words reads the title's word index (migration 0024) and checks the text on
// what it finds: it must find exactly what `title ILIKE '%text%'` finds, whatever the title's case,
// spacing and punctuation.
const TITLES = [
  'Bench space 777',
  'Bench space 7770',
  'bench SPACE 777-B',
  'Old bench space 77',
  'Benchspace 777',
  'Bench  space 777',
  'Bench space, 777',
  'Workbench space 7 rooms',
  'A bench\tspace 777',
  'Loft, 12-B #3 upstairs',
  'Sunny loft 12-B #30',
  "O'Neil's barn by the river",
  'Mañana loft near the sea',
  '  Leading space loft',
];
const QUERIES = [
  'Bench space 777',
  'bench space 7',
  'ench space 77',
  'space 777',
  'Bench  space 777',
  'Loft, 12-B #3',
  'loft 12-b',
  "O'Neil's barn",
  'by the',
  'Mañana loft',
  'Leading space',
  'nowhere at all',
];

let t: TestApp;
const byTitle: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const ownerId = await insertOwner(t.database);
  for (const title of TITLES)
    byTitle[title] = await insertLocation(t.database, { ownerId, title, city: 'Reno' });
});
afterAll(() => t.close());

const titlesOf = (ids: readonly string[]) =>
  Object.entries(byTitle)
    .filter(([, id]) => ids.includes(id))
    .map(([title]) => title)
    .sort();

async function ilikeTitles(q: string) {
  const rows = await t.database.query<{ id: string }>(`select id from locations where title ilike $1`, [
    containsPattern(q),
  ]);
  return titlesOf(rows.map((row) => row.id));
}

describe('the admin search by a title of several words', () => {
  it('finds exactly what ILIKE finds, for listings and for their bookings', async () => {
    const [listingId] = Object.values(byTitle);
    await insertBookings(t.database, [
      {
        locationId: listingId ?? '',
        startDate: '2027-03-10',
        endDate: '2027-03-11',
        totalPrice: '200.00',
        status: 'confirmed',
        paymentStatus: 'paid',
      },
    ]);
    for (const q of QUERIES) {
      const expected = await ilikeTitles(q);
      const { rows } = await searchListings(t.database.db, { q }, { limit: 100, offset: 0 });
      expect(titlesOf(rows.map((row) => row.id)), q).toEqual(expected);
      const bookings = await searchBookings(t.database.db, { q, page: 1 }, { limit: 100, offset: 0 });
      expect(bookings.rows.length, q).toBe(expected.includes(TITLES[0] ?? '') ? 1 : 0);
    }
    // The cases above are not all empty or all full: the comparison can fail.
    expect(await ilikeTitles('Bench space 777')).toEqual([
      'Bench space 777',
      'Bench space 7770',
      'bench SPACE 777-B',
    ]);
  });

  it('reads the word index: its expression is the query’s', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select * from (${listingIdsByTitle('Bench space 777')}) found`);
    });
    expect(JSON.stringify(plan)).toContain('locations_title_words_idx');
  });
});
