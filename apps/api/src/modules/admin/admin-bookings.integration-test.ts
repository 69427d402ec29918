import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  daysFromToday,
  EVERY_DAY,
  emailsTo,
  get,
  post,
  useBookingTestApp,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { signUpOperator } from '../../testing/operator-fixtures.ts';
import { ledgerSums } from '../../testing/payout-fixtures.ts';

// $150 a day for two days: $300 booking fee + $30 service fee = $330 charged.
const t = useBookingTestApp();
let owner: string;
let renter: string;
let operator: { cookie: string; id: string };
let listing: string;
let day = 20;

beforeAll(async () => {
  owner = await signUpAs(t.app, 'timeline-owner@example.com', 'owner');
  renter = await signUpAs(t.app, 'timeline-renter@example.com', 'filmmaker');
  operator = await signUpOperator(t.app, t.database, 'timeline-operator@example.com');
  listing = await createListing(t.app, owner, {
    propertyName: 'Mill Studio',
    pricePerDay: '150',
    availability: EVERY_DAY,
  });
});

async function confirmedBooking() {
  day += 3;
  const dates = { startDate: daysFromToday(day), endDate: daysFromToday(day + 1) };
  const id = await authorisedBooking(t.app, renter, { locationId: listing, ...dates });
  expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
  return id;
}
const cancel = (id: string, refundCents: number, reason = 'Owner unreachable, shoot at risk') =>
  post(t.app, `/api/admin/bookings/${id}/cancel`, operator.cookie, { refundCents, reason });

describe("an operator's booking page", () => {
  it('cancels with a partial refund in cents through the ledger, emails both sides and shows the timeline', async () => {
    const id = await confirmedBooking();
    const res = await cancel(id, 12_345);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
      refundCents: 12_345,
      chargedCents: 33_000,
      cancelledBy: 'operator',
    });
    expect(t.calls.refund.map(([, cents]) => cents)).toEqual([12_345]);
    const texts = detail.timeline.map((e: { text: string }) => e.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Requested',
        'Card authorised (held)',
        'Approved',
        'Payment captured',
        'Refunded to the card',
        'Cancelled by the operator: Owner unreachable, shoot at risk',
        'booking.cancel: Owner unreachable, shoot at risk',
      ]),
    );
    const capture = detail.timeline.find((e: { text: string }) => e.text === 'Payment captured');
    expect(capture.amountCents).toBe(33_000);
    const refund = detail.timeline.find((e: { kind: string }) => e.kind === 'refund');
    expect(refund).toMatchObject({ amountCents: 12_345, by: 'SetSpot' });
    const byOperator = detail.timeline.find((e: { kind: string }) => e.kind === 'operator');
    expect(byOperator.by).toBe('timeline-operator@example.com');
    expect(detail.messageCount).toBe(0);
    const renterBooking = (await get(t.app, `/api/bookings/${id}`, renter)).json().booking;
    expect(renterBooking).toMatchObject({ cancelledBy: 'operator', refundAmount: 123.45 });
    expect((await emailsTo(t.app, 'timeline-renter@example.com'))[0]?.text).toContain('SetSpot cancelled');
    expect((await emailsTo(t.app, 'timeline-owner@example.com'))[0]?.text).toContain('SetSpot cancelled');
    const sums = await ledgerSums(t.database);
    expect(sums.unbalancedBookings).toEqual([]);
    // Once cancelled, it cannot be cancelled again.
    expect((await cancel(id, 0)).statusCode).toBe(409);
  });

  it('refuses a refund larger than what was charged, and a full refund gives back the service fee too', async () => {
    const id = await confirmedBooking();
    const tooMuch = await cancel(id, 33_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toContain('$330.00');
    const full = await cancel(id, 33_000);
    expect(full.json().booking).toMatchObject({ paymentStatus: 'refunded', refundCents: 33_000 });
  });

  it('releases the hold of a request waiting for the owner', async () => {
    day += 3;
    const id = await authorisedBooking(t.app, renter, {
      locationId: listing,
      startDate: daysFromToday(day),
      endDate: daysFromToday(day + 1),
    });
    const res = await cancel(id, 0);
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      refundCents: null,
    });
    expect(t.calls.cancelAuthorization).toHaveLength(1);
  });

  it('is for operators only', async () => {
    const id = await confirmedBooking();
    expect((await get(t.app, `/api/admin/bookings/${id}`)).statusCode).toBe(401);
    expect((await get(t.app, `/api/admin/bookings/${id}`, renter)).statusCode).toBe(403);
    expect(
      (await post(t.app, `/api/admin/bookings/${id}/cancel`, owner, { refundCents: 0, reason: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});
