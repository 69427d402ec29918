import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, EVERY_DAY, requestBooking } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// A request is judged against the listing's facts remembered from the last request for it, and
// inserted in one statement that checks them under the listing's row lock. Here the listing changes
// behind this server's back (written in SQL, as another instance or an edit would): every request
// after it must be judged against the listing as it is now.
let t: TestApp;
let owner: string;
let renter: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  owner = await signUpAs(t.app, 'facts-owner@example.com', 'owner');
  renter = await signUpAs(t.app, 'facts-renter@example.com', 'filmmaker');
});
afterAll(() => t.close());

const dates = (from: number, to: number) => ({ startDate: daysFromToday(from), endDate: daysFromToday(to) });

/** A listing that has already had one request, so its facts are remembered. */
async function listingWithOneRequest(pricePerDay = '100.00') {
  const locationId = await createListing(t.app, owner, { availability: EVERY_DAY, pricePerDay });
  const first = await requestBooking(t.app, renter, { locationId, ...dates(30, 30) });
  expect(first.statusCode).toBe(201);
  expect(first.json().booking.totalPrice).toBe(100);
  return locationId;
}

describe('POST /api/bookings after the listing changed elsewhere', () => {
  it('prices by the daily price as it is now', async () => {
    const locationId = await listingWithOneRequest();
    await t.database.query(`update locations set price = '250.00', title = 'Renamed loft' where id = $1`, [
      locationId,
    ]);

    const res = await requestBooking(t.app, renter, { locationId, ...dates(40, 41) });

    expect(res.statusCode).toBe(201);
    expect(res.json().booking.totalPrice).toBe(500);
    expect(res.json().booking.location.title).toBe('Renamed loft');
    const [stored] = await t.database.query<{ total_price: string }>(
      'select total_price from bookings where id = $1',
      [res.json().booking.id],
    );
    expect(stored?.total_price).toBe('500.00');
  });

  it('refuses days the owner stopped offering', async () => {
    const locationId = await listingWithOneRequest();
    await t.database.query(
      `update locations set availability = '{"weekdays": true, "weekends": false, "holidays": false}' where id = $1`,
      [locationId],
    );

    // Seven days in a row always include a weekend.
    const res = await requestBooking(t.app, renter, { locationId, ...dates(50, 56) });

    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('DATES_NOT_AVAILABLE');
  });

  it('books days the owner started offering, though the remembered facts say they were not', async () => {
    const locationId = await createListing(t.app, owner, {
      availability: { weekdays: true, weekends: false, holidays: false },
    });
    // Seven days in a row always include a weekend: refused, and the facts remembered.
    const refused = await requestBooking(t.app, renter, { locationId, ...dates(70, 76) });
    expect(refused.statusCode).toBe(409);
    await t.database.query(
      `update locations set availability = '{"weekdays": true, "weekends": true, "holidays": true}' where id = $1`,
      [locationId],
    );

    const res = await requestBooking(t.app, renter, { locationId, ...dates(70, 76) });

    expect(res.statusCode).toBe(201);
  });

  it('answers 404 once the listing is withdrawn, and stores nothing', async () => {
    const locationId = await listingWithOneRequest();
    await t.database.query('update locations set deleted_at = now() where id = $1', [locationId]);

    const res = await requestBooking(t.app, renter, { locationId, ...dates(60, 61) });

    expect(res.statusCode).toBe(404);
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from bookings where location_id = $1',
      [locationId],
    );
    expect(count?.n).toBe(1);
  });

  it('still refuses the dates a live request holds, and books the days around them', async () => {
    const locationId = await listingWithOneRequest();
    const taken = await requestBooking(t.app, renter, { locationId, ...dates(29, 31) });
    const next = await requestBooking(t.app, renter, { locationId, ...dates(31, 32) });
    expect([taken.statusCode, next.statusCode]).toEqual([409, 201]);
  });
});
