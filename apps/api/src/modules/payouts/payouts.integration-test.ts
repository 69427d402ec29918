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
import {
  CLOSED_BANK,
  endBooking,
  FAILING_BANK,
  ledgerSums,
  OK_BANK,
  runPayoutsNow,
  setUpTestPayouts,
} from '../../testing/payout-fixtures.ts';

// Fees at their defaults: 10% service fee on top, 15% SetSpot fee from the owner (docs/decisions/0036).
const t = useBookingTestApp();
let owner: string;
let ownerId: string;
let otherOwner: string;
let renter: string;
let listing: string;
let day = 20;
const nextDates = () => {
  day += 3;
  return { startDate: daysFromToday(day), endDate: daysFromToday(day + 1) };
};
const idOf = async (cookie: string) => (await get(t.app, '/api/me', cookie)).json().user.id as string;

beforeAll(async () => {
  owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  ownerId = await idOf(owner);
  otherOwner = await signUpAs(t.app, 'other-owner@example.com', 'owner');
  renter = await signUpAs(t.app, 'renter@example.com', 'filmmaker');
  listing = await createListing(t.app, owner, {
    propertyName: 'Dock House',
    pricePerDay: '200',
    availability: EVERY_DAY,
  });
});

async function confirmedBooking() {
  const id = await authorisedBooking(t.app, renter, { locationId: listing, ...nextDates() });
  expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
  return id;
}

describe('the ledger', () => {
  it('is append-only and refuses a movement that does not balance, in the database itself', async () => {
    await t.database.query(
      `insert into ledger_entries (movement_key, kind, account, amount_cents) values
       ('test:1', 'provider_fee', 'platform_fees', -30), ('test:1', 'provider_fee', 'provider', 30)`,
    );
    await expect(
      t.database.query(`update ledger_entries set amount_cents = 1 where movement_key = 'test:1'`),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.query(`delete from ledger_entries where movement_key = 'test:1'`),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.query('truncate ledger_entries')).rejects.toThrow(/append-only/);
    await expect(
      t.database.query(
        `insert into ledger_entries (movement_key, kind, account, amount_cents) values ('test:2', 'refund', 'renter_card', 5)`,
      ),
    ).rejects.toThrow(/does not balance/);
    expect(await t.database.query(`select 1 from ledger_entries where movement_key = 'test:2'`)).toEqual([]);
  });

  it('splits a capture into the service fee, SetSpot’s fee and the owner’s share, balancing to zero', async () => {
    const id = await confirmedBooking();
    const { booking } = (await get(t.app, `/api/bookings/${id}`, owner)).json();
    expect(booking).toMatchObject({
      totalPrice: 400,
      serviceFee: 40,
      earnings: { platformFeePercent: 15, platformFee: 60, net: 340 },
    });
    expect(t.calls.checkout).toEqual([id]);
    const entries = await t.database.query<{ kind: string; account: string; amount_cents: string }>(
      `select kind, account, amount_cents::text from ledger_entries where booking_id = $1 order by id`,
      [id],
    );
    expect(entries.map((e) => [e.kind, e.account, Number(e.amount_cents)])).toEqual([
      ['authorization', 'renter_card', -44_000],
      ['authorization', 'card_holds', 44_000],
      ['capture', 'card_holds', -44_000],
      ['service_fee', 'service_fees', 4_000],
      ['platform_fee', 'platform_fees', 6_000],
      ['capture', `owner:${ownerId}`, 34_000],
    ]);
    const sums = await ledgerSums(t.database);
    expect(sums.total).toBe(0);
    expect(sums.unbalancedBookings).toEqual([]);
  });

  it('takes a renter’s refund out of the owner’s share and SetSpot’s fee, keeping the service fee', async () => {
    const id = await confirmedBooking();
    const before = await ledgerSums(t.database);
    // 2 to 5 days ahead: half the booking fee back.
    await t.database.query(
      `update bookings set start_date = current_date + 3, end_date = current_date + 4 where id = $1`,
      [id],
    );
    const res = await post(t.app, `/api/bookings/${id}/cancel`, renter, {});
    expect(res.json().booking).toMatchObject({ refundAmount: 200, paymentStatus: 'partially_refunded' });
    const after = await ledgerSums(t.database);
    expect(after.total).toBe(0);
    expect(after.unbalancedBookings).toEqual([]);
    // Kept: $200 of booking fee, of which $30 is SetSpot's and $170 the owner's; the $40 service fee stays.
    const delta = (account: string) => after.of(account) - before.of(account);
    expect(delta('renter_card')).toBe(20_000);
    expect(delta(`owner:${ownerId}`)).toBe(-17_000);
    expect(delta('platform_fees')).toBe(-3_000);
    expect(delta('service_fees')).toBe(0);
  });
});

describe('payouts on the built-in test payout account', () => {
  it('shows the owner their own figures only; filmmakers and visitors are refused', async () => {
    const mine = (await get(t.app, '/api/owner/payouts', owner)).json();
    expect(mine).toMatchObject({ status: 'not_set_up', setup: 'test', account: null, payouts: [] });
    expect(mine.balance.upcoming).toBe(340);
    const theirs = (await get(t.app, '/api/owner/payouts', otherOwner)).json();
    expect(theirs).toMatchObject({
      status: 'not_set_up',
      balance: { upcoming: 0, pending: 0, paid: 0 },
      payouts: [],
    });
    expect((await get(t.app, '/api/owner/payouts', renter)).statusCode).toBe(403);
    expect((await get(t.app, '/api/owner/payouts')).statusCode).toBe(401);
    expect((await post(t.app, '/api/owner/payouts/test-account', renter, OK_BANK)).statusCode).toBe(403);
  });

  it('refuses bank details that fail verification, with a clear message', async () => {
    const res = await post(t.app, '/api/owner/payouts/test-account', otherOwner, CLOSED_BANK);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'The bank reports this account as closed, so it could not be verified. Check the account number or use another account.',
    );
    expect((await get(t.app, '/api/owner/payouts', otherOwner)).json().status).toBe('not_set_up');
  });

  it('pays a finished booking once, 24 hours after its last day, with the email and the CSV', async () => {
    const id = await confirmedBooking();
    await setUpTestPayouts(t.app, owner);
    expect((await emailsTo(t.app, 'owner@example.com'))[0]?.subject).toBe('Payouts set up');
    await endBooking(t.app, id, 1);
    await runPayoutsNow(t.app);
    // Ended yesterday: the 24 hours after its last day are not over yet.
    expect((await get(t.app, '/api/owner/payouts', owner)).json().payouts).toEqual([]);

    await endBooking(t.app, id, 2);
    await runPayoutsNow(t.app);
    await runPayoutsNow(t.app);
    const view = (await get(t.app, '/api/owner/payouts', owner)).json();
    // This booking ($340) and the one cancelled at half ($170) earlier in this file, which ended too.
    const paid = view.payouts.filter((p: { status: string }) => p.status === 'paid');
    expect(view.payouts).toHaveLength(1);
    expect(paid[0].items.find((i: { bookingId: string }) => i.bookingId === id)).toMatchObject({
      gross: 400,
      fee: 60,
      net: 340,
    });
    const sums = await ledgerSums(t.database);
    expect(sums.of(`bank:${ownerId}`)).toBe(Math.round(paid[0].amount * 100));
    expect(sums.total).toBe(0);
    expect(sums.unbalancedMovements).toEqual([]);
    const mail = await emailsTo(t.app, 'owner@example.com');
    expect(mail[0]?.subject).toBe(`Your payout of $${paid[0].amount.toFixed(2)} is on its way`);
    expect(mail[0]?.text).toContain('Dock House');
    const csv = await get(t.app, '/api/owner/payouts/statement.csv', owner);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"${id}","Dock House"`);
    expect(csv.body).toContain('"400.00","60.00","340.00"');
    expect(
      (await get(t.app, '/api/owner/payouts/statement.csv', otherOwner)).body.trim().split('\r\n'),
    ).toHaveLength(1);
  });

  it('sends a failed payout again once the owner fixes their bank details, paying each cent once', async () => {
    const second = await signUpAs(t.app, 'second-owner@example.com', 'owner');
    const secondId = await idOf(second);
    const place = await createListing(t.app, second, {
      propertyName: 'Mill Loft',
      pricePerDay: '100',
      availability: EVERY_DAY,
    });
    const id = await authorisedBooking(t.app, renter, { locationId: place, ...nextDates() });
    await post(t.app, `/api/bookings/${id}/approve`, second);
    await setUpTestPayouts(t.app, second, FAILING_BANK);
    await endBooking(t.app, id, 3);
    await runPayoutsNow(t.app);
    let view = (await get(t.app, '/api/owner/payouts', second)).json();
    expect(view).toMatchObject({
      status: 'action_needed',
      account: { requirement: 'Check your bank details' },
    });
    expect(view.payouts.map((p: { status: string }) => p.status)).toEqual(['failed']);
    expect(view.balance).toEqual({ upcoming: 0, pending: 170, paid: 0 });
    expect((await emailsTo(t.app, 'second-owner@example.com'))[0]?.subject).toBe(
      'A payout failed: check your bank details',
    );
    await runPayoutsNow(t.app); // nothing is sent to an account that needs action

    await setUpTestPayouts(t.app, second, OK_BANK);
    await runPayoutsNow(t.app);
    await runPayoutsNow(t.app);
    view = (await get(t.app, '/api/owner/payouts', second)).json();
    expect(view.status).toBe('active');
    expect(view.payouts.map((p: { status: string }) => p.status)).toEqual(['paid', 'failed']);
    expect(view.payouts[0].items).toEqual([
      expect.objectContaining({ bookingId: id, gross: 200, fee: 30, net: 170 }),
    ]);
    expect(view.balance).toEqual({ upcoming: 0, pending: 0, paid: 170 });
    const sums = await ledgerSums(t.database);
    expect(sums.of(`bank:${secondId}`)).toBe(17_000);
    expect(sums.of(`connected:${secondId}`)).toBe(0);
    expect(sums.total).toBe(0);
  });
});
