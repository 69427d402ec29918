import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { cookie, ids, names, search, t, useSearchWorld } from '../../testing/search-world.ts';

useSearchWorld();

// Search over the same seven listings as search.integration-test.ts (search-world.ts): order, bad
// parameters, what signed-out callers see, and the featured three.

describe('GET /api/locations', () => {
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
