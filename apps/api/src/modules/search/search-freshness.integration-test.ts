import type { LocationSearchPage } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { insertLocation, insertOwner } from '../../testing/fixture-rows.repository.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// "A listing change shows in search within a second", whoever makes it: these changes go through
// plain SQL, as an operator or another service would make them, not through the API.
let t: TestApp;
let ownerId: string;
let id: string;

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/locations${query}` });
  return res.json() as LocationSearchPage;
}
const withinASecond = <T>(check: () => Promise<T>) => eventually(check, 1000);

beforeAll(async () => {
  t = await createTestApp();
  ownerId = await insertOwner(t.database);
  id = await insertLocation(t.database, { ownerId, title: 'Harbour Boathouse', price: '300.00' });
  await eventually(async () => expect((await search('?q=boathouse')).total).toBe(1));
});
afterAll(() => t.close());

describe('search freshness', () => {
  it('shows an update within a second, the cached answer included', async () => {
    expect((await search('?q=boathouse')).items[0]?.pricePerDay).toBe(300);
    await t.database.query(`update locations set title = 'Harbour Lighthouse', price = 320 where id = $1`, [
      id,
    ]);
    await withinASecond(async () => {
      const page = await search('?q=lighthouse');
      expect(page.items.map((item) => [item.name, item.pricePerDay])).toEqual([['Harbour Lighthouse', 320]]);
    });
    expect((await search('?q=boathouse')).total).toBe(0);
  });

  it('shows an insert within a second', async () => {
    expect((await search('?q=windmill')).total).toBe(0);
    await t.database.query(
      `insert into locations (owner_id, title, type, price, address, city, state) values ($1, 'Old Windmill', 'outdoor', 80, '2 Mill Lane', 'Lisse', 'ZH')`,
      [ownerId],
    );
    await withinASecond(async () => expect((await search('?q=windmill')).total).toBe(1));
  });

  it('drops a withdrawn listing within a second', async () => {
    await t.database.query(`update locations set deleted_at = now() where title = 'Old Windmill'`);
    await withinASecond(async () => expect((await search('?q=windmill')).total).toBe(0));
  });

  it('shows a new photo and a new review on the card within a second', async () => {
    await t.database.query(
      `insert into location_images (location_id, image_url, variants, position, is_primary)
       values ($1, '/uploads/x/1.webp', '{"400": "/uploads/x/1-400.webp"}', 0, true)`,
      [id],
    );
    await t.database.query(`insert into reviews (location_id, rating) values ($1, 4)`, [id]);
    await withinASecond(async () => {
      const [card] = (await search('?q=lighthouse')).items;
      expect(card).toMatchObject({ images: ['/uploads/x/1.webp'], averageRating: 4, reviewCount: 1 });
      expect(card?.photos[0]?.srcset).toBe('/uploads/x/1-400.webp 400w');
    });
  });

  it('writes a card again after any change to its listing, on questions never asked before too', async () => {
    // Cards are kept in memory apart from answers (card-source.ts): a new question must not get the
    // card as it was before the change, even when nothing search filters on changed.
    expect((await search('?q=lighthouse&sort=newest')).items[0]?.description).not.toBe('Now with a jetty.');
    await t.database.query(`update locations set description = 'Now with a jetty.' where id = $1`, [id]);
    await withinASecond(async () => {
      const [card] = (await search('?q=harbour&sort=price_desc')).items;
      expect(card?.description).toBe('Now with a jetty.');
    });
    await t.database.query(`update reviews set rating = 2 where location_id = $1`, [id]);
    await withinASecond(async () => {
      const [card] = (await search('?q=harbour&sort=rating')).items;
      expect(card).toMatchObject({ averageRating: 2, reviewCount: 1 });
    });
  });

  it('takes in a bulk change of many listings', async () => {
    await t.database.query(
      `insert into locations (owner_id, title, type, price, address, city, state)
       select $1, 'Bulk Barn ' || g, 'other', 50, 'Farm road', 'Ames', 'IA' from generate_series(1, 150) g`,
      [ownerId],
    );
    await withinASecond(async () => expect((await search('?q=bulk%20barn')).total).toBe(150));
  });
});
