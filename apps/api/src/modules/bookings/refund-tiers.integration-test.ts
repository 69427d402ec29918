import { startOfDay } from '@setspot/domain/common/time-zone';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  clearCalls,
  createBookingTestApp,
  daysFromToday,
  EVERY_DAY,
  emptyCalls,
  get,
  post,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { inProcessTimeZone } from '../../testing/process-time-zone.ts';
import type { TestApp } from '../../testing/test-app.ts';

// The refund tiers of architecture section 2, at their edges, measured to the first instant of the first day
// in the listing's zone: one zone west of UTC, two east (Auckland also moves its clocks), with the
// test process itself in yet another zone, so nothing leans on the zone the server runs in.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let pinned: Date | null = null;
const calls = emptyCalls();
let t: TestApp;
let owner: string;
let renter: string;
const listings: Record<string, string> = {};
let day = 30;

inProcessTimeZone('Pacific/Kiritimati');

beforeAll(async () => {
  t = await createBookingTestApp(calls, { clock: { now: () => pinned ?? new Date() } });
  owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  renter = await signUpAs(t.app, 'renter@example.com', 'filmmaker');
  const everyDay = {
    availability: EVERY_DAY,
    pricePerDay: '333.33',
  };
  listings['America/Los_Angeles'] = await createListing(t.app, owner, { ...everyDay, state: 'CA' });
  listings['Pacific/Guam'] = await createListing(t.app, owner, { ...everyDay, state: 'GU' });
  const auckland = await createListing(t.app, owner, { ...everyDay, state: 'NY' });
  await t.database.query(`update locations set timezone = 'Pacific/Auckland' where id = $1`, [auckland]);
  listings['Pacific/Auckland'] = auckland;
});
afterAll(() => t.close());
beforeEach(() => {
  pinned = null;
  clearCalls(calls);
});

// One day at $333.33 is charged $366.66: the booking fee and a 10% service fee ($33.33, half up). The
// tiers give back a share of the booking fee only; the service fee is kept, so even the full tier is a
// partial refund of the charge (docs/decisions/0036).
const boundaries = [
  ['exactly 7 days', 7 * DAY, 'full', 100, 333.33, 'partially_refunded'],
  ['7 days less 1 ms', 7 * DAY - 1, 'most', 80, 266.66, 'partially_refunded'],
  ['exactly 5 days', 5 * DAY, 'most', 80, 266.66, 'partially_refunded'],
  ['5 days less 1 ms', 5 * DAY - 1, 'half', 50, 166.66, 'partially_refunded'],
  ['exactly 24 hours', DAY, 'half', 50, 166.66, 'partially_refunded'],
  ['24 hours less 1 ms', DAY - 1, 'none', 0, 0, 'paid'],
] as const;

describe.each(['America/Los_Angeles', 'Pacific/Guam', 'Pacific/Auckland'])(
  'refund tiers in %s',
  (timeZone) => {
    it.each(boundaries)(
      '%s before the start',
      async (_label, noticeMs, tier, percent, refund, paymentStatus) => {
        day += 2;
        const startDate = daysFromToday(day, timeZone);
        const id = await authorisedBooking(t.app, renter, {
          locationId: listings[timeZone] ?? '',
          startDate,
          endDate: startDate,
        });
        expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
        pinned = new Date(startOfDay(startDate, timeZone).getTime() - noticeMs);

        const quote = (await get(t.app, `/api/bookings/${id}/refund-quote`, renter)).json();
        expect(quote).toEqual({ tier, percent, chargedAmount: 366.66, refundAmount: refund });
        const res = await post(t.app, `/api/bookings/${id}/cancel`, renter, {});
        expect(res.statusCode).toBe(200);
        expect(res.json().booking).toMatchObject({
          status: 'cancelled',
          refundAmount: refund,
          paymentStatus,
        });
        expect(calls.refund.map(([, cents]) => cents)).toEqual(refund > 0 ? [Math.round(refund * 100)] : []);
        const [stored] = await t.database.query<{ refund_amount: string }>(
          'select refund_amount from bookings where id = $1',
          [id],
        );
        expect(stored?.refund_amount).toBe(refund.toFixed(2));
      },
    );
  },
);

describe('at the start of the first day', () => {
  it('no longer lets the renter cancel', async () => {
    const startDate = daysFromToday(200, 'Pacific/Guam');
    const id = await authorisedBooking(t.app, renter, {
      locationId: listings['Pacific/Guam'] ?? '',
      startDate,
      endDate: startDate,
    });
    await post(t.app, `/api/bookings/${id}/approve`, owner);
    pinned = startOfDay(startDate, 'Pacific/Guam');
    expect((await post(t.app, `/api/bookings/${id}/cancel`, renter, {})).statusCode).toBe(409);
    pinned = new Date(pinned.getTime() - 1);
    expect((await post(t.app, `/api/bookings/${id}/cancel`, renter, {})).statusCode).toBe(200);
  });
});
