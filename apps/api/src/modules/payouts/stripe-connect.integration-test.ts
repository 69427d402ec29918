import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daysFromToday,
  EVERY_DAY,
  emailsTo,
  get,
  post,
  requestBooking,
} from '../../testing/booking-fixtures.ts';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { endBooking, ledgerSums, runPayoutsNow } from '../../testing/payout-fixtures.ts';
import {
  CONNECT_WEBHOOK_SECRET,
  connectEvent,
  sessionCompleted,
  WEBHOOK_SECRET,
} from '../../testing/stripe-events.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { reconcile } from './reconciliation.service.ts';
import { refundAfterPayout } from './refund-after-payout.ts';

// The owner's flow from 'Set up payouts' to 'Paid' with Stripe keys, the official `stripe` package
// talking to the fake Stripe on loopback with its Connect endpoints (docs/decisions/0047).
let stripe: FakeStripe;
let t: TestApp;
let owner: string;
let ownerId: string;
let renter: string;
let listing: string;
let accountId: string;
let day = 10;
let endedDaysAgo = 0;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: {
      AUTH_RATE_LIMIT_MAX: '100',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      JOBS_WORKER: 'false',
    },
  });
  owner = await signUpAs(t.app, 'connect-owner@example.com', 'owner');
  ownerId = (await get(t.app, '/api/me', owner)).json().user.id;
  renter = await signUpAs(t.app, 'connect-renter@example.com', 'filmmaker');
  listing = await createListing(t.app, owner, {
    propertyName: 'Boathouse',
    pricePerDay: '300',
    availability: EVERY_DAY,
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const payoutsView = async () => (await get(t.app, '/api/owner/payouts', owner)).json();
const deliverConnect = (event: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/connect-webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

/** A booking paid through Stripe Checkout (the fake holds the card), approved (captured), over. */
async function paidBookingOver() {
  day += 3;
  const created = await requestBooking(t.app, renter, {
    locationId: listing,
    startDate: daysFromToday(day),
    endDate: daysFromToday(day + 1),
  });
  const id = created.json().booking.id as string;
  const charged = Math.round(created.json().booking.totalPrice * 110); // 600.00 + 10% service fee, in cents
  const intent = stripe.addIntent(charged);
  const event = sessionCompleted(id, intent);
  await t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
  endedDaysAgo += 3; // each booking moves to days of its own
  await endBooking(t.app, id, endedDaysAgo);
  return { id, intent };
}

describe('Stripe Connect Express payouts', () => {
  it("'Set up payouts' creates one Express account and a single-use Account Link back to /owner/payouts", async () => {
    const first = await post(t.app, '/api/owner/payouts/stripe/onboarding', owner);
    const second = await post(t.app, '/api/owner/payouts/stripe/onboarding', owner);

    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    expect(second.json().url).not.toBe(first.json().url);
    expect(stripe.connect.accounts.size).toBe(1);
    accountId = [...stripe.connect.accounts.keys()][0] ?? '';
    const create = stripe.effects.find((call) => call.path === '/v1/accounts');
    expect(create?.form.get('type')).toBe('express');
    expect(create?.form.get('settings[payouts][schedule][interval]')).toBe('manual');
    const link = stripe.calls.find((call) => call.path === '/v1/account_links');
    expect(link?.form.get('return_url')).toBe(`${t.deps.config.publicUrl}/api/owner/payouts/stripe/return`);
    expect(link?.form.get('refresh_url')).toBe(`${t.deps.config.publicUrl}/api/owner/payouts/stripe/refresh`);
    expect(await payoutsView()).toMatchObject({
      setup: 'stripe',
      status: 'action_needed',
      account: { requirement: 'Add a bank account' },
    });
  });

  it('the refresh URL makes a new link; coming back reads the account: active, and the owner is emailed', async () => {
    const refreshed = await get(t.app, '/api/owner/payouts/stripe/refresh', owner);
    expect(refreshed.statusCode).toBe(302);
    expect(refreshed.headers.location).toBe(stripe.connect.accountLinks.at(-1));

    stripe.connect.completeOnboarding(accountId);
    const back = await get(t.app, '/api/owner/payouts/stripe/return', owner);

    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/owner/payouts');
    expect(await payoutsView()).toMatchObject({
      status: 'active',
      account: { bankLast4: '6789', requirement: null },
    });
    expect((await emailsTo(t.app, 'connect-owner@example.com')).map((e) => e.subject)).toContain(
      'Payouts set up',
    );
  });

  it('after the shoot: one transfer to the connected account and one payout, paid on payout.paid', async () => {
    const { id } = await paidBookingOver();
    await runPayoutsNow(t.app);
    await runPayoutsNow(t.app); // a second run moves nothing again

    const transfers = [...stripe.connect.transfers.values()];
    expect(transfers).toMatchObject([
      { amount: 51_000, destination: accountId, metadata: { ledger_key: `transfer:${id}` } },
    ]);
    const payouts = [...stripe.connect.payouts.values()];
    expect(payouts).toMatchObject([
      { amount: 51_000, account: accountId, metadata: { ledger_key: `payout:${ownerId}:1` } },
    ]);
    expect((await payoutsView()).payouts).toMatchObject([{ amount: 510, status: 'in_transit' }]);

    const payout = payouts[0] ?? expect.unreachable();
    stripe.connect.settlePayout(payout.id, 'paid');
    const event = connectEvent('payout.paid', accountId, { id: payout.id, object: 'payout', status: 'paid' });
    expect((await deliverConnect(event)).statusCode).toBe(200);
    expect((await deliverConnect(event)).statusCode).toBe(200); // stored once

    expect((await payoutsView()).payouts).toMatchObject([{ amount: 510, status: 'paid' }]);
    expect((await payoutsView()).balance).toMatchObject({ paid: 510, pending: 0 });
    const stored = await t.database.query('select 1 from payment_events where event_id = $1', [event.id]);
    expect(stored).toHaveLength(1);
  });

  it('account.updated: a requirement in words, read from Stripe whatever the event says', async () => {
    stripe.connect.require(accountId, 'individual.verification.document');
    const event = connectEvent('account.updated', accountId, { id: accountId, object: 'account' });
    expect((await deliverConnect(event)).statusCode).toBe(200);
    expect(await payoutsView()).toMatchObject({
      status: 'action_needed',
      account: { requirement: 'Upload an ID document' },
    });

    stripe.connect.completeOnboarding(accountId);
    await deliverConnect(connectEvent('account.updated', accountId, { id: accountId, object: 'account' }));
    expect((await payoutsView()).status).toBe('active');
  });

  it('refuses a Connect event not signed with the Connect secret', async () => {
    const event = connectEvent('account.updated', accountId, { id: accountId, object: 'account' });
    const res = await deliverConnect({ payload: event.payload, signature: 't=1,v1=bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('an operator refund after the payout refunds the card and reverses the transfer, in the ledger as a reversal', async () => {
    const { id, intent } = await paidBookingOver();
    await runPayoutsNow(t.app);
    const transfer = [...stripe.connect.transfers.values()].find(
      (tr) => tr.metadata.ledger_key === `transfer:${id}`,
    );

    const outcome = await t.deps.db.transaction((tx) =>
      refundAfterPayout(t.deps, tx, { bookingId: id, amountCents: 30_000, reason: 'Location unusable' }),
    );

    // 300.00 of the 600.00 booking fee back: the owner gives back 255.00, SetSpot's fee 45.00.
    expect(outcome).toEqual({
      ok: true,
      value: { refundedCents: 30_000, reversedCents: 25_500, movementKey: `operator_refund:${id}:1` },
    });
    expect(
      stripe.effects.filter((c) => c.path === '/v1/refunds' && c.form.get('payment_intent') === intent),
    ).toHaveLength(1);
    expect(transfer?.reversed).toBe(25_500);
    const sums = await ledgerSums(t.database);
    expect(sums.total).toBe(0);
    expect(sums.unbalancedBookings).toEqual([]);
    const reversal = await t.database.query<{ account: string; amount_cents: string }>(
      `select account, amount_cents::text from ledger_entries where movement_key = $1 order by account`,
      [`reversal:${id}:1`],
    );
    expect(reversal).toEqual([
      { account: `connected:${ownerId}`, amount_cents: '-25500' },
      { account: `owner:${ownerId}`, amount_cents: '25500' },
    ]);
  });

  it('the reconciliation agrees with Stripe, books its fees, and reports a deliberate difference', async () => {
    expect(await reconcile(t.deps, new Date(Date.now() - 3_600_000))).toEqual([]);
    const fees = await t.database.query<{ total: string }>(
      `select sum(amount_cents)::text as total from ledger_entries where account = 'provider_fees'`,
    );
    expect(Number(fees[0]?.total)).toBeGreaterThan(0);
    expect((await ledgerSums(t.database)).total).toBe(0);

    // Money moved at Stripe with no ledger movement behind it.
    await t.deps.payouts.transfer(accountId, 1_234, { idempotencyKey: 'stray', ledgerKey: 'transfer:stray' });
    const differences = await reconcile(t.deps, new Date(Date.now() - 3_600_000));

    expect(differences).toMatchObject([
      { movementKey: 'transfer:stray', ledgerCents: null, providerCents: 1_234 },
    ]);
    const stored = await t.database.query(
      'select * from reconciliation_differences where resolved_at is null',
    );
    expect(stored).toHaveLength(1);
  });
});
