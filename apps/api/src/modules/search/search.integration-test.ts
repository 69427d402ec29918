import { type LocationSearchPage, locationSearchPageSchema } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/auth-helpers.ts';
import { eventually } from '../../testing/eventually.ts';
import { insertLocation, insertOwner, insertReviews } from '../../testing/fixture-rows.repository.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function search(query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/locations${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  // Every answer is held to its schema (the server writes it without checking it again, ADR 0008).
  return locationSearchPageSchema.parse(res.json());
}
const names = (page: LocationSearchPage) => page.items.map((item) => item.name);

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

describe('GET /api/locations', () => {
  it('returns every live listing for an empty search, in the display shape', async () => {
    const page = await search('?q=');
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 10, pageCount: 1 });
    expect(names(page)).not.toContain('Withdrawn Loft');
    expect(page.types).toEqual([
      'house',
      'apartment',
      'loft',
      'cafe/restaurant',
      'warehouse',
      'studio',
      'outdoor',
    ]);
    const cafe = page.items.find((item) => item.id === ids.cafe);
    expect(cafe).toMatchObject({
      name: 'Cozy Corner Cafe',
      type: 'cafe/restaurant',
      typeName: 'Cafe/Restaurant',
      pricePerDay: 550,
      squareFootage: 900,
      rooms: 0,
      city: 'Austin',
      state: 'TX',
      features: [],
      images: ['/placeholder.svg'],
      photos: [{ url: '/placeholder.svg', isPrimary: true, variants: [], srcset: '' }],
      averageRating: 4.7,
      reviewCount: 3,
    });
  });

  it('matches text case-insensitively in the title, the city or the state', async () => {
    expect(names(await search('?q=LOFT'))).toEqual(['Sunlit Industrial Loft']);
    expect(names(await search('?q=brOOKlyn'))).toEqual(['Raw Brick Warehouse']);
    expect(names(await search('?q=tx'))).toEqual(['Cozy Corner Cafe']);
    expect(names(await search('?q=%20%20'))).toHaveLength(7);
  });

  it('finds listings holding every word, in any order, in title, city, state, type or description', async () => {
    const loft = ['Sunlit Industrial Loft'];
    for (const q of [
      'los%20angeles%20loft',
      'loft%20los%20angeles',
      'LOS%20Angeles',
      'angeles%20%20sunlit%20ca',
    ])
      expect(names(await search(`?q=${q}`)), q).toEqual(loft);
    expect(names(await search('?q=restaurant%20austin'))).toEqual(['Cozy Corner Cafe']);
    expect(names(await search('?q=freight%20brooklyn'))).toEqual(['Raw Brick Warehouse']);
    expect((await search('?q=los%20angeles%20warehouse')).total).toBe(0);
    expect((await search('?q=chicago')).total).toBe(0);
    // A match lies within one field: the title's end and the city's start do not join up.
    expect((await search('?q=loftlos')).total).toBe(0);
  });

  it('forgives one typo in words of five letters or more, outside descriptions', async () => {
    expect(names(await search('?q=los%20angles%20loft'))).toEqual(['Sunlit Industrial Loft']);
    expect(names(await search('?q=sunlitt'))).toEqual(['Sunlit Industrial Loft']);
    expect(names(await search('?q=brooklin%20frieght'))).toEqual([]);
    // A typo is forgiven in the title, city, state or type; a description's words must be exact.
    expect(names(await search('?q=brooklin%20freight'))).toEqual(['Raw Brick Warehouse']);
    expect(names(await search('?q=brooklyn%20freigt'))).toEqual([]);
    // Shorter words must be exact: 'lofy' is not 'loft'.
    expect((await search('?q=lofy')).total).toBe(0);
  });

  it('finds two-letter terms such as state codes anywhere in title, city or state', async () => {
    const ny = await search('?q=ny&sort=newest');
    // 'NY' is the state of two; 'Tiny' holds it in its title.
    expect(names(ny)).toEqual(['Tiny Studio', 'Raw Brick Warehouse', 'Canal Apartment']);
    const ca = await search('?q=Ca&sort=newest');
    expect(names(ca)).toEqual([
      'Cozy Corner Cafe',
      'Classic Suburban Home',
      'Sunlit Industrial Loft',
      'Canal Apartment',
    ]);
    expect(ca.types).toEqual(['house', 'apartment', 'loft', 'cafe/restaurant']);
  });

  it('filters by types, given stored or by display name', async () => {
    const page = await search('?types=loft,Cafe/Restaurant&sort=price_asc');
    expect(names(page)).toEqual(['Sunlit Industrial Loft', 'Cozy Corner Cafe']);
    expect(page.types).toEqual(['loft', 'cafe/restaurant']);
    expect(names(await search('?types=studio&types=outdoor&sort=price_asc'))).toEqual([
      'Free Meadow',
      'Tiny Studio',
    ]);
  });

  it('filters by price with both bounds included', async () => {
    expect(names(await search('?minPrice=350&maxPrice=550&sort=price_asc'))).toEqual([
      'Sunlit Industrial Loft',
      'Classic Suburban Home',
      'Cozy Corner Cafe',
    ]);
    expect(names(await search('?minPrice=0&maxPrice=0'))).toEqual(['Free Meadow']);
    expect(names(await search('?maxPrice=99.99&sort=price_desc'))).toEqual([
      'Canal Apartment',
      'Free Meadow',
    ]);
    expect(names(await search('?minPrice=2000'))).toEqual(['Tiny Studio']);
    expect((await search('?minPrice=350.01&maxPrice=449.99')).total).toBe(0);
  });

  it('filters by minimum size, the size itself included', async () => {
    expect(names(await search('?minSize=1800&sort=price_asc'))).toEqual([
      'Free Meadow',
      'Sunlit Industrial Loft',
      'Classic Suburban Home',
      'Raw Brick Warehouse',
    ]);
    expect((await search('?minSize=any')).total).toBe(7);
    expect((await search('?minSize=20001')).total).toBe(0);
  });

  it('combines text, types, price and size', async () => {
    const page = await search('?q=ca&types=house,loft&minPrice=400&minSize=2000');
    expect(names(page)).toEqual(['Classic Suburban Home']);
    expect(page.types).toEqual(['house']);
  });

  it('sorts by price, newest, rating and recommended', async () => {
    const prices = (await search('?sort=price_asc')).items.map((item) => item.pricePerDay);
    expect(prices).toEqual([0, 99.99, 350, 450, 550, 600, 2000]);
    const descending = (await search('?sort=price_desc')).items.map((item) => item.pricePerDay);
    expect(descending).toEqual([2000, 600, 550, 450, 350, 99.99, 0]);
    expect(names(await search('?sort=newest')).slice(0, 3)).toEqual([
      'Free Meadow',
      'Tiny Studio',
      'Cozy Corner Cafe',
    ]);
    // Highest average first (5.0 with one review, then 4.7), unreviewed last by age.
    expect(names(await search('?sort=rating')).slice(0, 3)).toEqual([
      'Raw Brick Warehouse',
      'Cozy Corner Cafe',
      'Classic Suburban Home',
    ]);
    // Recommended weighs the number of reviews: three good ones beat a single perfect one.
    const recommended = names(await search());
    expect(recommended.slice(0, 2)).toEqual(['Cozy Corner Cafe', 'Raw Brick Warehouse']);
    expect(recommended.at(-1)).toBe('Classic Suburban Home');
  });

  it('answers 400 with a clear message for bad parameters, never 500', async () => {
    const cases: [string, string][] = [
      ['?minPrice=cheap', 'minPrice must be a number of 0 or more'],
      ['?maxPrice=-1', 'maxPrice must be a number of 0 or more'],
      ['?minSize=1.5', 'minSize must be a whole number of 0 or more'],
      ['?page=0', 'page must be a whole number of 1 or more'],
      ['?sort=best', 'Sort must be one of: recommended, price_asc, price_desc, newest, rating'],
      ['?types=castle', 'Unknown location type: castle'],
      ['?minPrice=500&maxPrice=100', 'minPrice cannot be more than maxPrice'],
      ['?q=a&q=b', 'q must be given once, as text'],
      [`?q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/locations${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.message, query).toContain(message);
    }
  });

  it('withholds the address and zip from signed-out callers, and shows them when signed in', async () => {
    for (const url of ['/api/locations', '/api/locations?q=loft', '/api/locations/featured']) {
      const visitor = await t.app.inject({ method: 'GET', url });
      for (const secret of ['218 W 29th Street', '1 Test Street', '90007', '62701', '"address"', '"zip"']) {
        expect(visitor.body, url).not.toContain(secret);
      }
      const member = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();
      expect(member.items.length).toBeGreaterThan(0);
      for (const item of member.items) {
        expect(item.address, url).toEqual(expect.any(String));
        expect(item.zip, url).toEqual(expect.any(String));
      }
    }
    const loft = (await search('?q=sunlit', { cookie })).items[0];
    expect(loft).toMatchObject({ address: '218 W 29th Street', zip: '90007' });
  });

  it("matches a signed-in caller's words in street addresses and zips, never a signed-out caller's", async () => {
    // Each question asked twice, visitor first, so the second answers come from the answer cache.
    for (let round = 0; round < 2; round++) {
      for (const q of ['29th', '90007', '29th loft', 'w 29th street']) {
        const visitor = await search(`?q=${encodeURIComponent(q)}`);
        expect([visitor.total, names(visitor)], q).toEqual([0, []]);
        const member = await search(`?q=${encodeURIComponent(q)}`, { cookie });
        expect([member.total, names(member)], q).toEqual([1, ['Sunlit Industrial Loft']]);
      }
      // A street word every listing's address holds: all of them for a member, none for a visitor.
      expect((await search('?q=street', { cookie })).total).toBe(7);
      expect((await search('?q=street')).total).toBe(0);
    }
    // The address comes through the same change feed as every other field.
    await t.database.query(`update locations set address = '5 Harbor Way', zip = '90210' where id = $1`, [
      ids.loft,
    ]);
    await eventually(async () => expect((await search('?q=harbor', { cookie })).total).toBe(1));
    expect((await search('?q=29th', { cookie })).total).toBe(0);
    expect((await search('?q=harbor')).total).toBe(0);
    await t.database.query(
      `update locations set address = '218 W 29th Street', zip = '90007' where id = $1`,
      [ids.loft],
    );
    await eventually(async () => expect((await search('?q=29th', { cookie })).total).toBe(1));
  });

  it('treats a forged session cookie as a visitor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/locations?q=loft',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('218 W 29th Street');
  });
});

describe('GET /api/locations/featured', () => {
  it('returns the first three in the recommended order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/locations/featured' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { name: string }) => item.name)).toEqual(
      names(await search()).slice(0, 3),
    );
  });
});
