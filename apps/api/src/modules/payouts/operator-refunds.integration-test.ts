import { beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../testing/auth-helpers.ts';
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
import { endBooking, ledgerSums, runPayoutsNow, setUpTestPayouts } from '../../testing/payout-fixtures.ts';
import { jsonHeaders } from '../../testing/test-app.ts';
import { reconcile } from './reconciliation.service.ts';
import { NOT_FINISHED, REFUND_TOO_LARGE, refundAfterPayout } from './refund-after-payout.ts';

// On the embedded default (the built-in test payout provider): an operator's refund before and after
// the payout, the reconciliation against the test provider's record, and an owner who deletes their
// account with money still owed (docs/decisions/0047).
const t = useBookingTestApp();
let owner: string;
let ownerId: string;
let renter: string;
let listing: string;
let day = 20;
let endedDaysAgo = 0;

beforeAll(async () => {
  owner = await signUpAs(t.app, 'refund-owner@example.com', 'owner');
  ownerId = (await get(t.app, '/api/me', owner)).json().user.id;
  renter = await signUpAs(t.app, 'refund-renter@example.com', 'filmmaker');
  listing = await createListing(t.app, owner, {
    propertyName: 'Granary',
    pricePerDay: '200',
    availability: EVERY_DAY,
  });
  await setUpTestPayouts(t.app, owner);
});

/** 400.00 for two days (440.00 charged), approved; ended and paid out when asked. */
async function confirmedBooking({ paidOut }: { paidOut: boolean }) {
  day += 3;
  const id = await authorisedBooking(t.app, renter, {
    locationId: listing,
    startDate: daysFromToday(day),
    endDate: daysFromToday(day + 1),
  });
  expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
  if (paidOut) {
    endedDaysAgo += 3;
    await endBooking(t.app, id, endedDaysAgo);
    await runPayoutsNow(t.app);
  }
  return id;
}
const refund = (bookingId: string, amountCents: number) =>
  t.deps.db.transaction((tx) =>
    refundAfterPayout(t.deps, tx, { bookingId, amountCents, reason: 'Operator' }),
  );
const movement = (key: string) =>
  t.database.query<{ account: string; amount_cents: string }>(
    'select account, amount_cents::text from ledger_entries where movement_key = $1 order by account',
    [key],
  );

describe('an operator refund', () => {
  it('after the payout: the card is refunded and the transfer reversed by the owner’s share', async () => {
    const id = await confirmedBooking({ paidOut: true });

    const outcome = await refund(id, 10_000);

    // 100.00 of the 400.00 booking fee: the owner gives back 85.00, SetSpot's 15% fee 15.00.
    expect(outcome).toEqual({
      ok: true,
      value: { refundedCents: 10_000, reversedCents: 8_500, movementKey: `operator_refund:${id}:1` },
    });
    expect(t.calls.refund).toEqual([[expect.any(String), 10_000]]);
    expect(await movement(`reversal:${id}:1`)).toEqual([
      { account: `connected:${ownerId}`, amount_cents: '-8500' },
      { account: `owner:${ownerId}`, amount_cents: '8500' },
    ]);
    expect(await movement(`operator_refund:${id}:1`)).toEqual([
      { account: `owner:${ownerId}`, amount_cents: '-8500' },
      { account: 'platform_fees', amount_cents: '-1500' },
      { account: 'renter_card', amount_cents: '10000' },
    ]);
    const sums = await ledgerSums(t.database);
    expect([sums.total, sums.unbalancedBookings, sums.unbalancedMovements]).toEqual([0, [], []]);
  });

  it('refuses more than is left of the payment, and a booking with nothing captured', async () => {
    const id = await confirmedBooking({ paidOut: true });
    expect(await refund(id, 44_001)).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: REFUND_TOO_LARGE,
    });
    // All of it, the service fee included, then nothing more.
    expect(await refund(id, 44_000)).toMatchObject({ ok: true, value: { reversedCents: 34_000 } });
    expect(await refund(id, 1)).toMatchObject({ ok: false, message: REFUND_TOO_LARGE });
    expect(await movement(`operator_refund:${id}:1`)).toContainEqual({
      account: 'service_fees',
      amount_cents: '-4000',
    });
  });

  it('refuses a booking still to come (it is cancelled instead)', async () => {
    const id = await confirmedBooking({ paidOut: false });
    expect(await refund(id, 100)).toMatchObject({ ok: false, reason: 'conflict', message: NOT_FINISHED });
    expect(t.calls.refund).toEqual([]);
  });

  it('before the payout: comes out of what SetSpot holds, and the payout pays the rest', async () => {
    const place = await createListing(t.app, owner, {
      propertyName: 'Loft',
      pricePerDay: '200',
      availability: EVERY_DAY,
    });
    day += 3;
    const id = await authorisedBooking(t.app, renter, {
      locationId: place,
      startDate: daysFromToday(day),
      endDate: daysFromToday(day + 1),
    });
    expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
    await endBooking(t.app, id, 1); // over since midnight, due 24 hours later
    await runPayoutsNow(t.app);
    expect(await movement(`transfer:${id}`)).toEqual([]);

    expect(await refund(id, 10_000)).toMatchObject({ ok: true, value: { reversedCents: 0 } });
    expect(await movement(`reversal:${id}:1`)).toEqual([]);

    await endBooking(t.app, id, 3);
    await runPayoutsNow(t.app);

    expect(await movement(`transfer:${id}`)).toEqual([
      { account: `connected:${ownerId}`, amount_cents: '25500' },
      { account: `owner:${ownerId}`, amount_cents: '-25500' },
    ]);
  });
});

describe('the reconciliation on the embedded default', () => {
  it('agrees with the test provider, then reports and stores a deliberate difference', async () => {
    expect(await reconcile(t.deps)).toEqual([]);

    // The provider moved 1.00 where the ledger says 1.50.
    await t.deps.payouts.transfer('test_acct_x', 100, {
      idempotencyKey: 'deliberate',
      ledgerKey: 'transfer:deliberate',
    });
    await t.database.query(
      `insert into ledger_entries (movement_key, kind, account, amount_cents, owner_id) values
       ('transfer:deliberate', 'transfer', 'owner:someone', -150, 'someone'),
       ('transfer:deliberate', 'transfer', 'connected:someone', 150, 'someone')`,
    );
    const differences = await reconcile(t.deps);

    expect(differences).toEqual([
      {
        movementKey: 'transfer:deliberate',
        kind: 'transfer',
        ledgerCents: 150,
        providerCents: 100,
        providerId: expect.any(String),
      },
    ]);
    const stored = await t.database.query(
      'select movement_key from reconciliation_differences where resolved_at is null',
    );
    expect(stored).toEqual([{ movement_key: 'transfer:deliberate' }]);
  });
});

describe('an owner who deletes their account with money owed', () => {
  it('is still paid out; the ledger keeps their entries; no email goes to the deleted address', async () => {
    const leaving = await signUpAs(t.app, 'leaving-owner@example.com', 'owner');
    const leavingId = (await get(t.app, '/api/me', leaving)).json().user.id as string;
    const place = await createListing(t.app, leaving, {
      propertyName: 'Barn',
      pricePerDay: '100',
      availability: EVERY_DAY,
    });
    await setUpTestPayouts(t.app, leaving);
    day += 3;
    const id = await authorisedBooking(t.app, renter, {
      locationId: place,
      startDate: daysFromToday(day),
      endDate: daysFromToday(day),
    });
    expect((await post(t.app, `/api/bookings/${id}/approve`, leaving)).statusCode).toBe(200);
    endedDaysAgo += 3;
    await endBooking(t.app, id, endedDaysAgo);
    const mailBefore = (await emailsTo(t.app, 'leaving-owner@example.com')).length;

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...jsonHeaders, cookie: leaving },
      payload: { password: STRONG_PASSWORD } as unknown as string,
    });
    expect(deleted.statusCode).toBe(200);
    await runPayoutsNow(t.app);

    const [paid] = await t.database.query<{ amount_cents: string; status: string }>(
      'select amount_cents::text, status from payouts where owner_id = $1',
      [leavingId],
    );
    expect(paid).toEqual({ amount_cents: '8500', status: 'paid' });
    expect(await movement(`transfer:${id}`)).toEqual([
      { account: `connected:${leavingId}`, amount_cents: '8500' },
      { account: `owner:${leavingId}`, amount_cents: '-8500' },
    ]);
    expect((await emailsTo(t.app, 'leaving-owner@example.com')).length).toBe(mailBefore);
  });
});
