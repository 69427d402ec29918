import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedDemoData } from './demo.service.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('seeds the four sample locations at 350, 450, 600 and 550 a day, with WebP photos and reviews', async () => {
    expect(await seedDemoData(t.deps)).toBe(true);
    const rows = await t.database.query<{ type: string; price: string; images: number }>(
      `select l.type, l.price::text as price, (select count(*)::int from location_images i where i.location_id = l.id) as images
       from locations l order by l.created_at, l.title`,
    );
    expect(rows.map((r) => [r.type, r.price]).sort()).toEqual(
      [
        ['cafe/restaurant', '550.00'],
        ['house', '450.00'],
        ['loft', '350.00'],
        ['warehouse', '600.00'],
      ].sort(),
    );
    expect(rows.every((r) => r.images >= 1)).toBe(true);
    const reviews = await t.database.query(`select 1 from reviews`);
    expect(reviews.length).toBeGreaterThan(0);
    // Each stay was requested and approved before it began, not on the day the demo was seeded.
    const stays = await t.database.query<{ requested: boolean; approved: boolean }>(
      `select created_at < start_date::timestamptz as requested,
              approved_at between created_at and start_date::timestamptz as approved from bookings`,
    );
    expect(stays.length).toBeGreaterThan(0);
    expect(stays.every((stay) => stay.requested && stay.approved)).toBe(true);
    // Each stay carries its fees (10% service fee, 15% SetSpot fee) and balanced ledger rows.
    const money = await t.database.query<{ fees: boolean; captured: string; booking_sum: string }>(
      `select b.service_fee = round(b.total_price * 0.10, 2) and b.platform_fee_percent = 15 as fees,
         (select -sum(amount_cents) from ledger_entries l where l.booking_id = b.id and l.account = 'card_holds' and l.kind = 'capture')::text as captured,
         (select sum(amount_cents) from ledger_entries l where l.booking_id = b.id)::text as booking_sum
       from bookings b`,
    );
    for (const stay of money) {
      expect(stay.fees).toBe(true);
      expect(Number(stay.captured)).toBeGreaterThan(0);
      expect(Number(stay.booking_sum)).toBe(0);
    }
    const photos = await t.database.query<{ image_url: string; variants: Record<string, string> }>(
      `select image_url, variants from location_images`,
    );
    expect(photos.length).toBeGreaterThanOrEqual(4);
    for (const photo of photos) {
      expect(Object.keys(photo.variants).sort()).toEqual(['1600', '400', '800']);
      expect(photo.image_url).toMatch(/\.webp$/);
    }
    const variant = await t.app.inject({ method: 'GET', url: photos[0]?.variants['400'] ?? '' });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toContain('image/webp');
    const metadata = await sharp(variant.rawPayload).metadata();
    expect([metadata.format, metadata.width]).toEqual(['webp', 400]);
  });

  it('lets the demo owner and the demo filmmaker sign in with the documented password', async () => {
    for (const email of ['owner@setspot.example', 'filmmaker@setspot.example']) {
      expect((await signIn(t.app, email, DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('does nothing on a database that already has data', async () => {
    expect(await seedDemoData(t.deps)).toBe(false);
    const rows = await t.database.query(`select 1 from locations`);
    expect(rows).toHaveLength(4);
  });
});
