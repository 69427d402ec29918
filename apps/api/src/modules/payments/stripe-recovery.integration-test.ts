import {
  APPROVED_BEFORE_CANCEL,
  HOLD_RELEASED_BEFORE_APPROVAL,
  PAYMENT_RELEASE_FAILED,
} from '@setspot/domain/bookings/booking-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, emailsTo, get, post, requestBooking } from '../../testing/booking-fixtures.ts';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { sessionCompleted, WEBHOOK_SECRET } from '../../testing/stripe-events.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { settleBooking } from '../bookings/booking-transitions.ts';

// A process that died between a Stripe call and its commit leaves the payment moved and the booking
// not. Here the fake Stripe's state is moved by hand, as that call would have; the crash itself, with
// a real process killed, is in stripe-crash.integration-test.ts.
let stripe: FakeStripe;
let t: TestApp;
let owner: string;
let renter: string;
let listing: string;
let day = 10;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: {
      AUTH_RATE_LIMIT_MAX: '100',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  owner = await signUpAs(t.app, 'recovery-owner@example.com', 'owner');
  renter = await signUpAs(t.app, 'recovery-renter@example.com', 'filmmaker');
  listing = await createListing(t.app, owner, {
    propertyName: 'Boathouse',
    pricePerDay: '300',
    availability: { weekdays: true, weekends: true, holidays: true },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A request whose card is held at the fake Stripe (600.00 for two days), `startIn` days ahead. */
async function heldRequest(startIn?: number) {
  day += 3;
  const start = startIn ?? day;
  const res = await requestBooking(t.app, renter, {
    locationId: listing,
    startDate: daysFromToday(start),
    endDate: daysFromToday(start + 1),
  });
  const id = res.json().booking.id as string;
  const intent = stripe.addIntent(60_000);
  const event = sessionCompleted(id, intent);
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  expect(delivered.statusCode).toBe(200);
  return { id, intent: stripe.intents.get(intent) ?? expect.unreachable() };
}

const booking = async (id: string) => (await get(t.app, `/api/bookings/${id}`, renter)).json().booking;
const effectsOn = (intent: string) =>
  stripe.effects.filter((c) => c.path.includes(intent) || c.form.get('payment_intent') === intent);

describe('a booking whose payment moved without it', () => {
  it('is confirmed, not rejected, when its approval was charged: the owner reads our words, not Stripe’s', async () => {
    const { id, intent } = await heldRequest();
    intent.status = 'succeeded'; // the approval's capture went through; its commit did not

    const res = await post(t.app, `/api/bookings/${id}/reject`, owner, { reason: 'Changed my mind' });

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This booking cannot be rejected because it is already confirmed.');
    expect(await booking(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const renterMail = (await emailsTo(t.app, 'recovery-renter@example.com')).filter((e) =>
      e.text.includes(id),
    );
    expect(renterMail.map((e) => e.subject).sort()).toEqual([
      'Payment receipt for Boathouse',
      'Your booking at Boathouse is confirmed',
    ]);
    expect(effectsOn(intent.id)).toHaveLength(0);
  });

  it('is confirmed when the renter cancels the request after a lost approval, and they are told so', async () => {
    const { id, intent } = await heldRequest();
    intent.status = 'succeeded';

    const res = await post(t.app, `/api/bookings/${id}/cancel`, renter, {});

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(APPROVED_BEFORE_CANCEL);
    expect(await booking(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // Now a confirmed booking, it cancels by the policy (in full, this far ahead), refunded once.
    const again = await post(t.app, `/api/bookings/${id}/cancel`, renter, {});
    expect(again.json().booking).toMatchObject({ status: 'cancelled', refundAmount: 600 });
    expect(effectsOn(intent.id).map((c) => c.path)).toEqual(['/v1/refunds']);
  });

  it('is confirmed by the expiry sweep instead of failing it, when its approval was charged', async () => {
    const { id, intent } = await heldRequest();
    intent.status = 'succeeded';
    await t.database.query(`update bookings set expires_at = now() - interval '1 second' where id = $1`, [
      id,
    ]);

    await settleBooking(t.deps, id);

    expect(await booking(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    await settleBooking(t.deps, id);
    expect(effectsOn(intent.id)).toHaveLength(0);
  });

  it('cannot be approved once its hold was released by a lost rejection: our words, back to awaiting payment', async () => {
    const { id, intent } = await heldRequest();
    intent.status = 'canceled';

    const res = await post(t.app, `/api/bookings/${id}/approve`, owner);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(HOLD_RELEASED_BEFORE_APPROVAL);
    expect(await booking(id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    // The renter may still withdraw it; nothing is left to release.
    expect((await post(t.app, `/api/bookings/${id}/cancel`, renter, {})).json().booking.status).toBe(
      'cancelled',
    );
    expect(effectsOn(intent.id)).toHaveLength(0);
  });

  it('keeps the refund that went out for a lost cancellation, never refunding twice', async () => {
    const { id, intent } = await heldRequest(3); // under 7 days ahead: half back by the policy
    expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
    // An earlier cancellation (a day before, at the full-refund tier) refunded everything; its commit was lost.
    intent.amountRefunded = 60_000;

    const res = await post(t.app, `/api/bookings/${id}/cancel`, renter, {});

    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partially_refunded', // the service fee is kept
      refundAmount: 600,
    });
    expect(effectsOn(intent.id).map((c) => c.path)).toEqual([`/v1/payment_intents/${intent.id}/capture`]);
  });

  it('is cancelled by the completion sweep, not completed, when a refund went out for it', async () => {
    const { id, intent } = await heldRequest();
    expect((await post(t.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
    intent.amountRefunded = 60_000;
    await t.database.query(
      `update bookings set start_date = current_date - 3, end_date = current_date - 2 where id = $1`,
      [id],
    );

    await settleBooking(t.deps, id);

    expect(await booking(id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partially_refunded', // the service fee is kept
      refundAmount: 600,
    });
  });

  it('answers a provider failure with our words and changes nothing', async () => {
    const { id } = await heldRequest();
    // A payment Stripe does not know: the release fails outright.
    await t.database.query(`update bookings set payment_intent_id = 'pi_test_unknown' where id = $1`, [id]);

    const res = await post(t.app, `/api/bookings/${id}/reject`, owner, { reason: 'No' });

    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(PAYMENT_RELEASE_FAILED);
    expect(await booking(id)).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
  });
});
