import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  daysFromToday,
  EVERY_DAY,
  get,
  post,
  useBookingTestApp,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { signUpOperator } from '../../testing/operator-fixtures.ts';
import { endBooking, ledgerSums, runPayoutsNow, setUpTestPayouts } from '../../testing/payout-fixtures.ts';

// The console's refund of a finished booking (ADR 0047, 0048): through the payouts module's refund,
// which reverses the transfer once the owner was paid, with its audit row.
const t = useBookingTestApp();
let operator: string;
let owner: string;
let ownerId: string;
let renter: string;
let listing: string;

beforeAll(async () => {
  operator = (await signUpOperator(t.app, t.database, 'refund-op@example.com')).cookie;
  owner = await signUpAs(t.app, 'console-refund-owner@example.com', 'owner');
  ownerId = (await get(t.app, '/api/me', owner)).json().user.id;
  renter = await signUpAs(t.app, 'console-refund-renter@example.com', 'filmmaker');
  listing = await createListing(t.app, owner, { pricePerDay: '200', availability: EVERY_DAY });
  await setUpTestPayouts(t.app, owner);
});

async function approvedBooking(day: number) {
  const id = await authorisedBooking(t.app, renter, {
    locationId: listing,
    startDate: daysFromToday(day),
    endDate: daysFromToday(day + 1),
  });
  expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
  return id;
}

describe("an operator's refund in the console", () => {
  it('after the payout: refunds the card, reverses the owner’s share, and writes the audit row', async () => {
    const id = await approvedBooking(20);
    await endBooking(t.app, id, 3);
    await runPayoutsNow(t.app);

    const res = await post(t.app, `/api/admin/bookings/${id}/refund`, operator, {
      refundCents: 10_000,
      reason: 'The location had no power on the day',
    });

    expect(res.statusCode).toBe(200);
    expect(t.calls.refund).toEqual([[expect.any(String), 10_000]]);
    const reversal = await t.database.query<{ account: string; amount_cents: string }>(
      'select account, amount_cents::text from ledger_entries where movement_key = $1 order by account',
      [`reversal:${id}:1`],
    );
    expect(reversal).toContainEqual({ account: `connected:${ownerId}`, amount_cents: '-8500' });
    const [audit] = await t.database.query<{
      action: string;
      reason: string;
      after: { refundCents: number };
    }>(`select action, reason, "after" from audit_log where target_id = $1 and action = 'booking.refund'`, [
      id,
    ]);
    expect(audit).toMatchObject({
      reason: 'The location had no power on the day',
      after: { refundCents: 10_000, reversedCents: 8_500 },
    });
    const sums = await ledgerSums(t.database);
    expect(sums).toMatchObject({ total: 0, unbalancedBookings: [], unbalancedMovements: [] });
  });

  it('refuses more than is left, a booking still to come, and every caller but an operator', async () => {
    const finished = await approvedBooking(26);
    await endBooking(t.app, finished, 6);
    const tooMuch = await post(t.app, `/api/admin/bookings/${finished}/refund`, operator, {
      refundCents: 1_000_000,
      reason: 'Too much',
    });
    expect(tooMuch.statusCode).toBe(400);

    const upcoming = await approvedBooking(40);
    const early = await post(t.app, `/api/admin/bookings/${upcoming}/refund`, operator, {
      refundCents: 100,
      reason: 'Still to come',
    });
    expect(early.statusCode).toBe(409);

    for (const cookie of [renter, owner]) {
      const refused = await post(t.app, `/api/admin/bookings/${finished}/refund`, cookie, {
        refundCents: 100,
        reason: 'Not an operator',
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(t.calls.refund).toEqual([]);
  });
});
