import { LOCATION_TYPES, type LocationType } from '@setspot/domain/listings/location-types';
import { SORT_VALUES, type SortValue } from '@setspot/domain/search/sort-options';
import { describe, expect, it } from 'vitest';
import { nearestStretch } from '../../testing/edit-distance.ts';
import { applyChanges } from './search-changes.ts';
import { type IndexedListing, SearchIndex } from './search-index.ts';
import { rebuildOrders } from './search-order.ts';
import { type IndexQuery, queryIndex } from './search-query.ts';

// A small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}
const words = ['Sunlit', 'Loft', 'Cafe', 'Barn', 'Studio', 'Casa', 'Ny Deli'];
const descriptions = [
  'Bright corner space',
  'Quiet garden studio',
  'Brick warehouse with a loading dock',
  '',
];
const places = [
  ['Los Angeles', 'CA'],
  ['New York', 'NY'],
  ['Austin', 'TX'],
  ['Albany', 'NY'],
] as const;
const streets = ['12 Maple St', '4 Elm Avenue', '77 Harbor Loft Rd', ''];
const zips = ['90012', '10001', '78701', ''];

function listing(rand: () => number, n: number): IndexedListing {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const [city, state] = pick(places);
  const reviewCount = Math.floor(rand() * 3);
  return {
    id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
    title: `${pick(words)} ${pick(words)} ${n}`,
    description: pick(descriptions),
    city,
    state,
    type: pick(LOCATION_TYPES),
    address: pick(streets),
    zip: pick(zips),
    priceCents: Math.floor(rand() * 20) * 2500,
    squareFootage: rand() < 0.1 ? null : Math.floor(rand() * 10) * 500,
    createdAtMs: Math.floor(rand() * 5) * 1000,
    ratingSum: reviewCount * Math.ceil(rand() * 5),
    reviewCount,
  };
}

/**
 * Every word in some field unchanged, or, when it has 5 to 31 letters, with one edit in the title,
 * city, state or type (a description is searched for exact words only). A member's word may also be
 * in the street address or zip, unchanged; a visitor's never.
 */
function holdsEveryWord(l: IndexedListing, term: string, viewer: IndexQuery['viewer']): boolean {
  const short = [l.title, l.city, l.state, l.type].map((field) => field.toLowerCase());
  const addresses = viewer === 'member' ? [l.address, l.zip] : [];
  const fields = [...short, l.description, ...addresses].map((field) => field.toLowerCase());
  const words = term.split(' ').filter(Boolean);
  return words.every(
    (word) =>
      fields.some((field) => field.includes(word)) ||
      (word.length >= 5 && word.length <= 31 && nearestStretch(short, word) <= 1),
  );
}

/** The obvious implementation the index must agree with. */
function reference(all: Map<string, IndexedListing>, query: IndexQuery) {
  const matching = [...all.values()].filter(
    (l) =>
      (query.types.length === 0 || query.types.includes(l.type)) &&
      (query.minCents === undefined || l.priceCents >= query.minCents) &&
      (query.maxCents === undefined || l.priceCents <= query.maxCents) &&
      (query.minSize === undefined || (l.squareFootage ?? 0) >= query.minSize) &&
      holdsEveryWord(l, query.term, query.viewer),
  );
  const score = (l: IndexedListing) => (l.ratingSum + 7) / (l.reviewCount + 2);
  const avg = (l: IndexedListing) => (l.reviewCount ? l.ratingSum / l.reviewCount : 0);
  const keys: Record<SortValue, (l: IndexedListing) => number[]> = {
    recommended: (l) => [-score(l)],
    price_asc: (l) => [l.priceCents],
    price_desc: (l) => [-l.priceCents],
    newest: () => [],
    rating: (l) => [-avg(l), -l.reviewCount],
  };
  const key = (l: IndexedListing) => [...keys[query.sort](l), -l.createdAtMs];
  matching.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return a.id < b.id ? -1 : 1;
  });
  const pageCount = Math.ceil(matching.length / query.pageSize);
  const page = Math.min(Math.max(1, query.page), Math.max(1, pageCount));
  const start = (page - 1) * query.pageSize;
  return {
    ids: matching.slice(start, start + query.pageSize).map((l) => l.id),
    total: matching.length,
    types: LOCATION_TYPES.filter((t) => matching.some((l) => l.type === t)),
    page,
    pageCount,
  };
}

function randomQuery(rand: () => number): IndexQuery {
  const terms = [
    ...['', '', 'ca', 'ny', 'n', 'loft', 'LOS'.toLowerCase(), 'sa', 'a n', 'zz', '1'],
    ...['los angeles loft', 'loft los angeles', 'angles', 'sunlt loft', 'garden', 'warehose ca'],
    ...['house', 'restaurant', 'studio austin', 'cafe cafe', 'brikc', 'new yrok deli'],
    // Words of the descriptions, as written and with a typo (found only as written).
    ...['loading dock', 'loadng', 'brigth corner', 'quiet', 'quiett garden', 'corner'],
    // Street and zip words: found for members only ('loft' is in a street and in titles).
    ...['maple', 'elm avenue', '90012', 'harbor loft', 'maple cafe', '1000', 'mapel'],
  ];
  const types = LOCATION_TYPES.filter(() => rand() < 0.2) as LocationType[];
  const low = rand() < 0.5 ? Math.floor(rand() * 30) * 1000 : undefined;
  return {
    term: terms[Math.floor(rand() * terms.length)]!,
    viewer: rand() < 0.5 ? 'member' : 'visitor',
    types,
    minCents: low,
    maxCents: rand() < 0.5 ? (low ?? 0) + Math.floor(rand() * 30_000) : undefined,
    minSize: rand() < 0.3 ? Math.floor(rand() * 5) * 1000 : undefined,
    sort: SORT_VALUES[Math.floor(rand() * SORT_VALUES.length)]!,
    page: Math.floor(rand() * 8) - 1,
    pageSize: 10,
  };
}

/** The first page of 10, newest first, of the rows holding `term`, with no other filter. */
const firstPageOf = (term: string): IndexQuery => ({
  term,
  types: [],
  minCents: undefined,
  maxCents: undefined,
  minSize: undefined,
  sort: 'newest',
  page: 1,
  pageSize: 10,
});

describe('search index', () => {
  it('agrees with a plain filter-and-sort through inserts, updates and removals', () => {
    const rand = random(42);
    const index = new SearchIndex();
    const all = new Map<string, IndexedListing>();
    // More listings than the index's first allocation (1,024 rows), so that it grows while full.
    for (let n = 0; n < 1100; n++) {
      const l = listing(rand, n);
      all.set(l.id, l);
      index.put(l);
    }
    rebuildOrders(index);
    for (let round = 0; round < 40; round++) {
      for (let q = 0; q < 20; q++) {
        const query = randomQuery(rand);
        const { facets: _facets, ...answer } = queryIndex(index, query);
        expect(answer, JSON.stringify(query)).toEqual(reference(all, query));
      }
      // Small batches move rows one by one, larger ones sweep the orders: both must hold.
      const batch = new Map<string, IndexedListing | null>();
      const size = round % 3 === 0 ? 90 : 1 + Math.floor(rand() * 12);
      for (let change = 0; change < size; change++) {
        const n = Math.floor(rand() * 1200);
        const id = listing(() => 0, n).id;
        batch.set(id, rand() < 0.3 ? null : { ...listing(rand, n), id });
      }
      const gone: string[] = [];
      const listings: IndexedListing[] = [];
      for (const [id, l] of batch) {
        if (l) {
          all.set(id, l);
          listings.push(l);
        } else {
          all.delete(id);
          gone.push(id);
        }
      }
      applyChanges(index, listings, gone);
    }
    // 800 questions over 1,100 rows, for visitors and members: seconds on a busy 2-core machine.
  }, 30_000);

  it('finds a description word as written, and a word with a typo only in the short fields', () => {
    const index = new SearchIndex();
    const base = { ...listing(random(1), 1), type: 'loft' as const, city: 'Los Angeles', state: 'CA' };
    index.put({ ...base, title: 'Sunlit Loft', description: 'Brick warehouse with a loading dock' });
    rebuildOrders(index);
    const ask = (term: string) => queryIndex(index, firstPageOf(term)).total;
    expect(['loading dock', 'warehouse loft', 'los angles', 'sunlt loft'].map(ask)).toEqual([1, 1, 1, 1]);
    expect(['loadng dock', 'warehose'].map(ask)).toEqual([0, 0]);
  });

  it("matches a member's words in street addresses and zips, never a visitor's, through changes", () => {
    const index = new SearchIndex();
    const base = { ...listing(random(2), 2), title: 'Sunlit Loft', description: 'Quiet', city: 'Austin' };
    index.put({ ...base, address: '12 Maple Street', zip: '78701' });
    rebuildOrders(index);
    const ask = (term: string, viewer: 'member' | 'visitor') =>
      queryIndex(index, { ...firstPageOf(term), viewer }).total;
    const terms = ['maple', 'maple street', '78701', 'sunlit maple', 'oak'];
    expect(terms.map((term) => ask(term, 'member'))).toEqual([1, 1, 1, 1, 0]);
    expect(terms.map((term) => ask(term, 'visitor'))).toEqual([0, 0, 0, 0, 0]);
    // The kept rows follow an address change (the change feed's path).
    applyChanges(index, [{ ...base, address: '3 Oak Road', zip: '78702' }], []);
    expect(terms.map((term) => ask(term, 'member'))).toEqual([0, 0, 0, 0, 1]);
    expect(ask('oak', 'visitor')).toBe(0);
  });

  it('gives map pins that follow a listing through a new price, a move and its removal', () => {
    const index = new SearchIndex();
    const base = { ...listing(random(3), 3), priceCents: 20_000, point: { lat: 34.05, lng: -118.25 } };
    const other = { ...listing(random(4), 4), priceCents: 5_000, point: null };
    index.put(base);
    index.put(other);
    rebuildOrders(index);
    const pins = () => {
      const result = queryIndex(index, {
        ...firstPageOf(''),
        place: { bounds: { south: 30, north: 40, west: -120, east: -110 }, byDistance: false, pins: true },
      });
      return JSON.parse(result.pinsJson!);
    };
    expect(pins()).toEqual([{ id: base.id, lat: 34.05, lng: -118.25, price: 200 }]);
    // Asked again, the kept text is the same; after a change, the pin is the listing's new one.
    expect(pins()).toEqual([{ id: base.id, lat: 34.05, lng: -118.25, price: 200 }]);
    applyChanges(index, [{ ...base, priceCents: 31_050, point: { lat: 35.5, lng: -117 } }], []);
    expect(pins()).toEqual([{ id: base.id, lat: 35.5, lng: -117, price: 311 }]);
    applyChanges(index, [], [base.id]);
    expect(pins()).toEqual([]);
  });

  it('answers an empty index with no pages and page 1', () => {
    const index = new SearchIndex();
    const query = { term: 'x', types: [], minCents: undefined, maxCents: undefined, minSize: undefined };
    expect(queryIndex(index, { ...query, sort: 'newest', page: 3, pageSize: 10 })).toMatchObject({
      ids: [],
      total: 0,
      types: [],
      page: 1,
      pageCount: 0,
    });
  });
});
