import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, GOOD_CARD, get, post, requestBooking } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let renter: string;
let listing: string;
let day = 10;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  const owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  renter = await signUpAs(t.app, 'renter@example.com', 'filmmaker');
  listing = await createListing(t.app, owner, {
    propertyName: 'Glass House',
    pricePerDay: '120.5',
    availability: { weekdays: true, weekends: true, holidays: true },
  });
});
afterAll(() => t.close());

/** A new request and its checkout session id. */
async function openSession() {
  day += 3;
  const dates = { startDate: daysFromToday(day), endDate: daysFromToday(day + 1) };
  const booking = (await requestBooking(t.app, renter, { locationId: listing, ...dates })).json().booking;
  const { url } = (await post(t.app, `/api/bookings/${booking.id}/checkout`, renter)).json();
  return { bookingId: booking.id as string, sessionId: url.split('/').pop() as string, dates };
}

const pay = (sessionId: string, card: Record<string, string>) =>
  post(t.app, `/api/payments/test/sessions/${sessionId}/pay`, undefined, { ...GOOD_CARD, ...card });
const booking = async (id: string) => (await get(t.app, `/api/bookings/${id}`, renter)).json().booking;

describe('built-in test checkout', () => {
  it('describes the session like a hosted checkout', async () => {
    const { bookingId, sessionId, dates } = await openSession();
    const res = await get(t.app, `/api/payments/test/sessions/${sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toEqual({
      id: sessionId,
      bookingId,
      // The booking fee ($241) and the 10% service fee on top (docs/decisions/0036).
      amount: 265.1,
      serviceFee: 24.1,
      currency: 'usd',
      locationTitle: 'Glass House',
      ...dates,
      instantBook: false,
      status: 'open',
      successUrl: `/order-confirmation?booking_id=${bookingId}`,
      cancelUrl: `/payment-canceled?booking_id=${bookingId}`,
    });
    expect((await get(t.app, '/api/payments/test/sessions/test_cs_missing')).statusCode).toBe(404);
  });

  it('says when the listing takes Instant Book, so the page can say paying confirms the booking', async () => {
    const owner = await signUpAs(t.app, 'instant-owner@example.com', 'owner');
    const instant = await createListing(t.app, owner, {
      propertyName: 'Instant Loft',
      availability: { weekdays: true, weekends: true, holidays: true },
      instantBook: true,
    });
    const dates = { startDate: daysFromToday(60), endDate: daysFromToday(60) };
    const request = (await requestBooking(t.app, renter, { locationId: instant, ...dates })).json().booking;
    const { url } = (await post(t.app, `/api/bookings/${request.id}/checkout`, renter)).json();
    const session = (await get(t.app, `/api/payments/test/sessions/${url.split('/').pop()}`)).json().session;
    expect(session).toMatchObject({ locationTitle: 'Instant Loft', instantBook: true });
  });

  it('authorises 4242 4242 4242 4242 and sends the browser to the success URL; the session is then complete', async () => {
    const { bookingId, sessionId } = await openSession();
    const res = await pay(sessionId, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: `/order-confirmation?booking_id=${bookingId}` });
    expect((await booking(bookingId)).paymentStatus).toBe('authorized');
    expect((await get(t.app, `/api/payments/test/sessions/${sessionId}`)).json().session.status).toBe(
      'complete',
    );
    const again = await pay(sessionId, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This checkout session has already been paid.');
    expect((await post(t.app, `/api/bookings/${bookingId}/checkout`, renter)).statusCode).toBe(409);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('declines %s with 402 "%s"; the request may be paid again', async (cardNumber, message) => {
    const { bookingId, sessionId } = await openSession();
    const res = await pay(sessionId, { cardNumber });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({ code: 'PAYMENT_FAILED', message });
    expect((await booking(bookingId)).paymentStatus).toBe('failed');
    expect((await pay(sessionId, {})).statusCode).toBe(200);
    expect((await booking(bookingId)).paymentStatus).toBe('authorized');
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ expiry: '13 / 30' }, "Your card's expiration date is invalid."],
    [{ expiry: '01 / 20' }, "Your card's expiration date is invalid."],
    [{ cvc: '1' }, "Your card's security code is invalid."],
  ])('answers 400 for %j', async (card, message) => {
    const { bookingId, sessionId } = await openSession();
    const res = await pay(sessionId, card);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await booking(bookingId)).paymentStatus).toBe('unpaid');
  });

  it('closes a session when its request expired or a newer session replaced it', async () => {
    const first = await openSession();
    const newer = (await post(t.app, `/api/bookings/${first.bookingId}/checkout`, renter))
      .json()
      .url.split('/')
      .pop();
    expect((await get(t.app, `/api/payments/test/sessions/${first.sessionId}`)).statusCode).toBe(404);
    await t.database.query(`update bookings set expires_at = now() - interval '1 second' where id = $1`, [
      first.bookingId,
    ]);
    expect((await get(t.app, `/api/payments/test/sessions/${newer}`)).json().session.status).toBe('expired');
    const res = await pay(newer, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This checkout session has expired.');
    expect((await booking(first.bookingId)).status).toBe('expired');
  });
});

describe('in production without Stripe keys', () => {
  it('has no test checkout', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'production-secret-production-secret-0123' },
    });
    try {
      expect((await get(prod.app, '/api/payments/test/sessions/test_cs_1')).statusCode).toBe(404);
      const pay = await post(prod.app, '/api/payments/test/sessions/test_cs_1/pay', undefined, GOOD_CARD);
      expect(pay.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
