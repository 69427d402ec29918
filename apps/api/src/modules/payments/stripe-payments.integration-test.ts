import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, emailsTo, get, post, requestBooking } from '../../testing/booking-fixtures.ts';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { sessionCompleted, stripeEvent, WEBHOOK_SECRET } from '../../testing/stripe-events.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

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
  owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  renter = await signUpAs(t.app, 'renter@example.com', 'filmmaker');
  listing = await createListing(t.app, owner, {
    propertyName: 'Rooftop',
    pricePerDay: '300',
    availability: { weekdays: true, weekends: true, holidays: true },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function newRequest() {
  day += 3;
  const res = await requestBooking(t.app, renter, {
    locationId: listing,
    startDate: daysFromToday(day),
    endDate: daysFromToday(day + 1),
  });
  return res.json().booking.id as string;
}

function deliver(event: { payload: string; signature: string }, signature = event.signature) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: event.payload,
  });
}

const paymentFailed = (bookingId: string, paymentIntent: string) =>
  stripeEvent('payment_intent.payment_failed', {
    id: paymentIntent,
    object: 'payment_intent',
    metadata: { booking_id: bookingId },
  });

const booking = async (id: string) => (await get(t.app, `/api/bookings/${id}`, renter)).json().booking;
const eventRows = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from payment_events'))[0]?.n ?? 0;

describe('Stripe Checkout', () => {
  it('opens a Checkout Session that authorises the card for the server price, with SetSpot return URLs', async () => {
    const id = await newRequest();
    const res = await post(t.app, `/api/bookings/${id}/checkout`, renter);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const call = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions');
    expect(Object.fromEntries(call?.form ?? [])).toMatchObject({
      mode: 'payment',
      'payment_intent_data[capture_method]': 'manual',
      'payment_intent_data[metadata][booking_id]': id,
      'metadata[booking_id]': id,
      client_reference_id: id,
      // $600 of booking fee and the 10% service fee (docs/decisions/0036).
      'line_items[0][price_data][unit_amount]': '66000',
      'line_items[0][price_data][currency]': 'usd',
      success_url: `http://localhost:3000/order-confirmation?booking_id=${id}`,
      cancel_url: `http://localhost:3000/payment-canceled?booking_id=${id}`,
    });
    expect((await get(t.app, '/api/payments/test/sessions/x')).statusCode).toBe(404);
  });

  it('applies checkout.session.completed once, however often it is delivered', async () => {
    const id = await newRequest();
    const intent = stripe.addIntent(60_000);
    const event = sessionCompleted(id, intent);
    const before = await eventRows();
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await booking(id)).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
    expect((await eventRows()) - before).toBe(1);
    const requests = (await emailsTo(t.app, 'owner@example.com')).filter((e) => e.text.includes(id));
    expect(requests.map((e) => e.subject)).toEqual(['New booking request for Rooftop']);
    expect(stripe.effects.filter((c) => c.path.includes(intent))).toHaveLength(0);
  });

  it('ends authorised whichever order a failed attempt and the completion arrive in', async () => {
    for (const order of ['failed first', 'completed first']) {
      const id = await newRequest();
      const intent = stripe.addIntent(60_000);
      const pair = [paymentFailed(id, intent), sessionCompleted(id, intent)];
      if (order === 'completed first') pair.reverse();
      for (const event of pair) expect((await deliver(event)).statusCode).toBe(200);
      expect(await booking(id), order).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
      // A later event about the same hold (Stripe sends several) changes nothing.
      const more = stripeEvent('payment_intent.amount_capturable_updated', {
        id: intent,
        object: 'payment_intent',
        metadata: { booking_id: id },
      });
      expect((await deliver(more)).statusCode).toBe(200);
      expect((await booking(id)).paymentStatus).toBe('authorized');
    }
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const id = await newRequest();
    const event = sessionCompleted(id, stripe.addIntent(60_000));
    const before = await eventRows();
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: 'whsec_other',
    });
    const tampered = { ...event, payload: event.payload.replace('"unpaid"', '"paid"') };
    for (const res of [
      await deliver(event, wrongSecret),
      await deliver(tampered),
      await deliver(event, ''),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid webhook signature');
    }
    expect(await eventRows()).toBe(before);
    expect((await booking(id)).paymentStatus).toBe('unpaid');
  });

  it('leaves alone a payment that belongs to no SetSpot booking', async () => {
    const intent = stripe.addIntent(1000);
    for (const bookingId of ['00000000-0000-4000-8000-000000000000', 'order-42']) {
      expect((await deliver(sessionCompleted(bookingId, intent))).statusCode).toBe(200);
    }
    expect(stripe.intents.get(intent)?.status).toBe('requires_capture');
  });

  it('releases a hold that arrives after its request expired', async () => {
    const id = await newRequest();
    await t.database.query(`update bookings set expires_at = now() - interval '1 second' where id = $1`, [
      id,
    ]);
    const intent = stripe.addIntent(60_000);
    for (let i = 0; i < 3; i++) expect((await deliver(sessionCompleted(id, intent))).statusCode).toBe(200);
    expect(await booking(id)).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
    expect(stripe.intents.get(intent)?.status).toBe('canceled');
    expect(stripe.effects.filter((c) => c.path === `/v1/payment_intents/${intent}/cancel`)).toHaveLength(1);
  });

  it('captures on approval and refunds by policy on cancellation, each once', async () => {
    const id = await newRequest();
    const intent = stripe.addIntent(66_000);
    await deliver(sessionCompleted(id, intent));
    const approved = await post(t.app, `/api/bookings/${id}/approve`, owner);
    expect(approved.json().booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(stripe.intents.get(intent)?.status).toBe('succeeded');
    const cancelled = await post(t.app, `/api/bookings/${id}/cancel`, renter, {});
    // The booking fee comes back in full; the $60 service fee is kept.
    expect(cancelled.json().booking).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundAmount: 600,
    });
    const money = stripe.effects.filter(
      (c) => c.path.includes(intent) || c.form.get('payment_intent') === intent,
    );
    expect(money.map((c) => [c.path, c.form.get('amount'), c.idempotencyKey])).toEqual([
      [`/v1/payment_intents/${intent}/capture`, null, `capture-${intent}`],
      ['/v1/refunds', '60000', `refund-${intent}`],
    ]);
  });
});
