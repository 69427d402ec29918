import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  createBookingTestApp,
  daysFromToday,
  EVERY_DAY,
  emptyCalls,
  get,
  post,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { signUpOperator } from '../../testing/operator-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { OVERVIEW_FRESH_MS } from './overview.service.ts';

let t: TestApp;
// The server's clock, moved on by the test to see the overview summed again (OVERVIEW_FRESH_MS).
let shiftMs = 0;
beforeAll(async () => {
  t = await createBookingTestApp(emptyCalls(), { clock: { now: () => new Date(Date.now() + shiftMs) } });
}, 60_000);
afterAll(() => t.close());

describe('the operator overview', () => {
  it('sums the last 30 days: bookings and their value, answers, sign-ups, listings, reports', async () => {
    const operator = await signUpOperator(t.app, t.database, 'overview-op@example.com');
    const owner = await signUpAs(t.app, 'overview-owner@example.com', 'owner');
    const renter = await signUpAs(t.app, 'overview-renter@example.com', 'filmmaker');
    const place = await createListing(t.app, owner, { availability: EVERY_DAY });
    const approved = await authorisedBooking(t.app, renter, {
      locationId: place,
      startDate: daysFromToday(10),
      endDate: daysFromToday(11),
    });
    expect((await post(t.app, `/api/bookings/${approved}/approve`, owner)).statusCode).toBe(200);
    await authorisedBooking(t.app, renter, {
      locationId: place,
      startDate: daysFromToday(20),
      endDate: daysFromToday(20),
    });
    await post(t.app, '/api/reports', renter, {
      targetType: 'listing',
      targetId: place,
      reason: 'spam',
      details: '',
    });
    // A booking from two months ago is outside the window.
    await t.database.query(
      `update bookings set created_at = now() - interval '60 days' where id <> $1 and status = 'pending'`,
      [approved],
    );
    const [row] = await t.database.query<{ total: string; fee: string }>(
      'select total_price as total, service_fee as fee from bookings where id = $1',
      [approved],
    );

    // One open claim and one unresolved reconciliation difference, written as their modules would.
    await t.database.query(
      `insert into booking_claims (booking_id, event) values ($1, 'medical_emergency')`,
      [approved],
    );
    await t.database.query(
      `insert into reconciliation_differences (movement_key, kind, ledger_cents) values ('overview-test', 'missing at the provider', 100)`,
    );

    const res = await get(t.app, '/api/admin/overview', operator.cookie);
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.bookingsByStatus).toEqual({ confirmed: 1 });
    expect(overview.bookingValueCents).toBe(Math.round((Number(row?.total) + Number(row?.fee)) * 100));
    expect(overview.requests).toMatchObject({ received: 1, answered: 1 });
    expect(overview.requests.medianAnswerMinutes).toEqual(expect.any(Number));
    expect(overview.newUsersByType).toEqual({ filmmaker: 2, owner: 1 });
    expect(overview.liveListings).toBe(1);
    expect(overview.openReports).toBe(1);
    expect(overview.failedPayouts).toBe(0);
    expect(overview.openClaims).toBe(1);
    expect(overview.reconciliationDifferences).toBe(1);
    expect(overview.perDay).toHaveLength(31);
    expect(overview.perDay.at(-1)).toMatchObject({ bookings: 1, valueCents: overview.bookingValueCents });
    expect(overview.perDay.slice(0, -1).every((day: { bookings: number }) => day.bookings === 0)).toBe(true);

    // A second report: the overview summed a moment ago answers until OVERVIEW_FRESH_MS has passed.
    const another = await createListing(t.app, owner, { availability: EVERY_DAY });
    const report = { targetType: 'listing', targetId: another, reason: 'spam', details: '' };
    expect((await post(t.app, '/api/reports', renter, report)).statusCode).toBe(201);
    const soon = (await get(t.app, '/api/admin/overview', operator.cookie)).json();
    expect(soon).toMatchObject({ to: overview.to, openReports: 1 });
    shiftMs = OVERVIEW_FRESH_MS;
    const later = (await get(t.app, '/api/admin/overview', operator.cookie)).json();
    expect(later.to).not.toBe(overview.to);
    expect(later).toMatchObject({ openReports: 2, liveListings: 2 });
  }, 60_000);
});
