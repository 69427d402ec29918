import { MAX_BOOKING_DAYS } from '@setspot/domain/common/constants';
import { MAX_LISTING_PRICE } from '@setspot/domain/listings/listing-write';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, EVERY_DAY, requestBooking } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A booking's length and total are bounded with a clear 400, never a server error. */
let t: TestApp;
let owner: string;
let filmmaker: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  owner = await signUpAs(t.app, 'bounds-owner@example.com', 'owner');
  filmmaker = await signUpAs(t.app, 'bounds-filmmaker@example.com', 'filmmaker');
});
afterAll(() => t.close());

const costliest = () =>
  createListing(t.app, owner, { availability: EVERY_DAY, pricePerDay: String(MAX_LISTING_PRICE) });

describe('POST /api/bookings bounds', () => {
  it('refuses 150 days at the highest daily price as too long', async () => {
    const res = await requestBooking(t.app, filmmaker, {
      locationId: await costliest(),
      startDate: daysFromToday(10),
      endDate: daysFromToday(159),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `A booking can be at most ${MAX_BOOKING_DAYS} days long`,
    });
  });

  it('books the longest allowed stay at the highest daily price', async () => {
    const res = await requestBooking(t.app, filmmaker, {
      locationId: await costliest(),
      startDate: daysFromToday(10),
      endDate: daysFromToday(10 + MAX_BOOKING_DAYS - 1),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.totalPrice).toBe(MAX_BOOKING_DAYS * MAX_LISTING_PRICE);
  });

  it('refuses a total too large to store, for a daily price set outside the wizard', async () => {
    const locationId = await costliest();
    // An operator's SQL (or an older limit) may leave a price no form allows.
    await t.database.query('update locations set price = 60000000 where id = $1', [locationId]);
    const res = await requestBooking(t.app, filmmaker, {
      locationId,
      startDate: daysFromToday(10),
      endDate: daysFromToday(11),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The total price of this booking is too large. Please choose fewer days.',
    });
  });
});
