import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  daysFromToday,
  EVERY_DAY,
  emailsTo,
  get,
  post,
  requestBooking,
  useBookingTestApp,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';

const t = useBookingTestApp();
const { calls } = t;
let owner: string;
let otherOwner: string;
let renter: string;
let otherRenter: string;
let listing: string;
let day = 20;

/** Fresh dates for each booking, so bookings of one listing never overlap. */
const nextDates = (length = 2) => {
  day += length + 1;
  return { startDate: daysFromToday(day), endDate: daysFromToday(day + length - 1) };
};

beforeAll(async () => {
  owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  otherOwner = await signUpAs(t.app, 'other-owner@example.com', 'owner');
  renter = await signUpAs(t.app, 'renter@example.com', 'filmmaker');
  otherRenter = await signUpAs(t.app, 'other-renter@example.com', 'filmmaker');
  listing = await createListing(t.app, owner, {
    propertyName: 'Harbor Studio',
    pricePerDay: '250',
    availability: EVERY_DAY,
  });
});

const authorised = () => authorisedBooking(t.app, renter, { locationId: listing, ...nextDates() });
const approve = (id: string, cookie = owner) => post(t.app, `/api/bookings/${id}/approve`, cookie);
const reject = (id: string, reason: unknown, cookie = owner) =>
  post(t.app, `/api/bookings/${id}/reject`, cookie, { reason });
const cancel = (id: string, cookie: string, reason?: string) =>
  post(t.app, `/api/bookings/${id}/cancel`, cookie, reason === undefined ? {} : { reason });

describe('paying', () => {
  it('authorises the card: the request now waits up to 6 days for the owner, who is emailed', async () => {
    const id = await authorised();
    const { booking } = (await get(t.app, `/api/bookings/${id}`, renter)).json();
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
    expect(Date.parse(booking.expiresAt) - Date.parse(booking.createdAt)).toBe(6 * 24 * 3_600_000);
    const [newest] = await emailsTo(t.app, 'owner@example.com');
    expect(newest?.subject).toBe('New booking request for Harbor Studio');
    expect(newest?.text).toContain('http://localhost:3000/owner/bookings');
    // $500 of booking fee and the 10% service fee on top (docs/decisions/0036).
    expect(newest?.text).toContain('Booking fee: $500.00\nService fee: $50.00\nTotal: $550.00');
  });
});

describe('POST /api/bookings/{id}/approve', () => {
  it('captures the held card once and confirms; the renter gets the approval and a receipt', async () => {
    const id = await authorised();
    const res = await approve(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', expiresAt: null });
    expect(res.json().booking.approvedAt).not.toBeNull();
    expect(calls.capture).toHaveLength(1);
    const subjects = (await emailsTo(t.app, 'renter@example.com')).map((email) => email.subject);
    expect(subjects.slice(0, 2).sort()).toEqual([
      'Payment receipt for Harbor Studio',
      'Your booking at Harbor Studio is confirmed',
    ]);
  });

  it('refuses a second approval, a rejection after it, and a request not paid for', async () => {
    const id = await authorised();
    await approve(id);
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This booking cannot be approved because it is already confirmed.',
    );
    expect((await reject(id, 'Too late')).json().error.message).toBe(
      'This booking cannot be rejected because it is already confirmed.',
    );
    const unpaid = (await requestBooking(t.app, renter, { locationId: listing, ...nextDates() })).json()
      .booking.id;
    // The owner never heard of a request not paid for (unpaid-requests.integration-test.ts).
    const res = await approve(unpaid);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Booking not found');
    expect(calls.capture).toHaveLength(1);
  });

  it('refuses every caller but the owner of the listing', async () => {
    const id = await authorised();
    expect((await post(t.app, `/api/bookings/${id}/approve`, undefined)).statusCode).toBe(401);
    const own = await approve(id, renter);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Only the owner of this location can answer this request');
    for (const cookie of [otherOwner, otherRenter]) {
      const res = await approve(id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Booking not found');
    }
    expect(calls.capture).toHaveLength(0);
    expect((await get(t.app, `/api/bookings/${id}`, renter)).json().booking.status).toBe('pending');
  });

  it('refuses a request past its expiry and expires it then and there', async () => {
    const id = await authorised();
    await t.database.query(`update bookings set expires_at = now() - interval '1 second' where id = $1`, [
      id,
    ]);
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This booking cannot be approved because it has expired.');
    expect(calls.capture).toHaveLength(0);
    expect(calls.cancelAuthorization).toHaveLength(1);
    const { booking } = (await get(t.app, `/api/bookings/${id}`, renter)).json();
    expect(booking).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
  });
});

describe('POST /api/bookings/{id}/reject', () => {
  it('needs a reason', async () => {
    const id = await authorised();
    for (const reason of [undefined, '  ']) {
      const res = await reject(id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please provide a reason for rejection');
    }
  });

  it('releases the hold and emails the renter the reason', async () => {
    const id = await authorised();
    const res = await reject(id, 'The space is being repainted');
    expect(res.json().booking).toMatchObject({
      status: 'rejected',
      paymentStatus: 'unpaid',
      rejectionReason: 'The space is being repainted',
    });
    expect(calls.cancelAuthorization).toHaveLength(1);
    const [newest] = await emailsTo(t.app, 'renter@example.com');
    expect(newest?.subject).toBe('Your booking request for Harbor Studio was declined');
    expect(newest?.text).toContain('Reason: The space is being repainted');
  });

  it('refuses the renter, other accounts and visitors', async () => {
    const id = await authorised();
    expect((await reject(id, 'No', renter)).statusCode).toBe(403);
    expect((await reject(id, 'No', otherOwner)).statusCode).toBe(404);
    expect((await reject(id, 'No', otherRenter)).statusCode).toBe(404);
    expect((await post(t.app, `/api/bookings/${id}/reject`, undefined, { reason: 'No' })).statusCode).toBe(
      401,
    );
    expect(calls.cancelAuthorization).toHaveLength(0);
  });
});

describe('POST /api/bookings/{id}/cancel', () => {
  it('lets the renter withdraw a request: nothing charged, the hold released', async () => {
    const id = await authorised();
    const quote = (await get(t.app, `/api/bookings/${id}/refund-quote`, renter)).json();
    expect(quote).toEqual({ percent: 100, tier: 'full', chargedAmount: 0, refundAmount: 0 });
    const res = await cancel(id, renter);
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'renter',
      paymentStatus: 'unpaid',
      refundAmount: null,
    });
    expect(calls.cancelAuthorization).toHaveLength(1);
    expect(calls.refund).toHaveLength(0);
    for (const to of ['renter@example.com', 'owner@example.com']) {
      const [newest] = await emailsTo(t.app, to);
      expect(newest?.subject).toBe('Booking at Harbor Studio cancelled');
      expect(newest?.text).toContain('Nothing was charged');
    }
  });

  it('refunds the booking fee in full 7 days or more ahead, keeps the service fee, and emails both', async () => {
    const id = await authorised();
    await approve(id);
    const quote = (await get(t.app, `/api/bookings/${id}/refund-quote`, renter)).json();
    expect(quote).toEqual({ percent: 100, tier: 'full', chargedAmount: 550, refundAmount: 500 });
    const res = await cancel(id, renter, 'Shoot postponed');
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
      refundAmount: 500,
      cancellationReason: 'Shoot postponed',
    });
    expect(calls.refund.map(([, cents]) => cents)).toEqual([50_000]);
    const [ownerEmail] = await emailsTo(t.app, 'owner@example.com');
    expect(ownerEmail?.text).toContain('Refund to the filmmaker: $500.00 of $550.00');
    // The filmmaker's own copy speaks to them.
    const [renterEmail] = await emailsTo(t.app, 'renter@example.com');
    expect(renterEmail?.text).toContain('Your refund: $500.00 of $550.00. It reaches your card');
    expect(renterEmail?.text).not.toContain('Refund to the filmmaker');
  });

  it('lets the owner cancel a confirmed booking with a reason, refunding in full, service fee included', async () => {
    const id = await authorised();
    await approve(id);
    const noReason = await cancel(id, owner);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Please provide a reason for cancellation');
    const res = await cancel(id, owner, 'Water damage');
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      cancellationReason: 'Water damage',
      paymentStatus: 'refunded',
      refundAmount: 550,
    });
    expect(calls.refund.map(([, cents]) => cents)).toEqual([55_000]);
    const [renterEmail] = await emailsTo(t.app, 'renter@example.com');
    expect(renterEmail?.text).toContain('The owner cancelled the booking at Harbor Studio.');
    expect(renterEmail?.text).toContain('Reason: Water damage');
  });

  it('does not let the owner cancel a request (reject it instead) or anyone cancel twice', async () => {
    const id = await authorised();
    const res = await cancel(id, owner, 'Changed my mind');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('Reject the request instead.');
    await cancel(id, renter);
    const twice = await cancel(id, renter);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      'This booking cannot be cancelled because it has already been cancelled.',
    );
    expect((await get(t.app, `/api/bookings/${id}/refund-quote`, renter)).statusCode).toBe(409);
  });

  it('refuses other accounts and visitors, and the refund quote to anyone but the renter', async () => {
    const id = await authorised();
    for (const cookie of [otherOwner, otherRenter])
      expect((await cancel(id, cookie, 'x')).statusCode).toBe(404);
    expect((await post(t.app, `/api/bookings/${id}/cancel`, undefined)).statusCode).toBe(401);
    for (const cookie of [owner, otherRenter]) {
      expect((await get(t.app, `/api/bookings/${id}/refund-quote`, cookie)).statusCode).toBe(404);
    }
    expect((await get(t.app, `/api/bookings/${id}/refund-quote`)).statusCode).toBe(401);
    expect(calls.cancelAuthorization).toHaveLength(0);
  });

  it('refuses cancelling once the booking has started', async () => {
    const id = await authorised();
    await approve(id);
    await t.database.query(
      `update bookings set start_date = current_date - 1, end_date = current_date + 1 where id = $1`,
      [id],
    );
    const res = await cancel(id, renter);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This booking can no longer be cancelled because it has already started.',
    );
    expect(calls.refund).toHaveLength(0);
  });
});
