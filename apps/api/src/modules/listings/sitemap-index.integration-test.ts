import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { insertOwner } from '../../testing/fixture-rows.repository.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { URLS_PER_SITEMAP } from './sitemap-xml.ts';

let t: TestApp;
const PUBLIC_URL = 'https://setspot.example';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  const ownerId = await insertOwner(t.database);
  await t.database.query(
    `insert into locations (owner_id, title, type, price, address, city, state)
     select $1, 'Listing ' || g, 'house', 100, 'Street', 'Town', 'ST' from generate_series(1, $2::int) g`,
    [ownerId, URLS_PER_SITEMAP + 5],
  );
});
afterAll(() => t.close());

describe('a sitemap past 45,000 listings', () => {
  it('becomes an index of parts that list every listing once', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.body).toContain(`<sitemap><loc>${PUBLIC_URL}/sitemaps/locations-1.xml</loc></sitemap>`);
    expect(index.body).toContain(`<sitemap><loc>${PUBLIC_URL}/sitemaps/locations-2.xml</loc></sitemap>`);
    expect(index.body).not.toContain('locations-3.xml');
    const first = await t.app.inject({ method: 'GET', url: '/sitemaps/locations-1.xml' });
    const second = await t.app.inject({ method: 'GET', url: '/sitemaps/locations-2.xml' });
    expect(first.body).toContain(`<url><loc>${PUBLIC_URL}/</loc></url>`);
    expect(first.body.match(/\/location\//g)).toHaveLength(URLS_PER_SITEMAP);
    expect(second.body.match(/\/location\//g)).toHaveLength(5);
  });

  // The reload reads 45,005 listings and their calendars while the other test files run beside it:
  // about 3 s here with four workers on two cores, more than 10 s once on a busier CI machine. The
  // new index is swapped in whole, so until then search answers from the old one (0 listings).
  it('is in search too: a bulk insert of that size reloads the index', { timeout: 60_000 }, async () => {
    await eventually(async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/locations?q=listing' });
      expect(res.json().total).toBe(URLS_PER_SITEMAP + 5);
    }, 45_000);
  });
});
