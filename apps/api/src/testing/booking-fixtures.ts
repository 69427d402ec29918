import { addDays } from '@setspot/domain/common/calendar-date';
import { calendarDateAt } from '@setspot/domain/common/time-zone';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { PaymentProvider } from '../adapters/payments/payment-provider.ts';
import { createTestApp, jsonHeaders, type TestApp } from './test-app.ts';

/** A calendar date `days` from today in `timeZone` (UTC by default). */
export function daysFromToday(days: number, timeZone = 'UTC'): string {
  return addDays(calendarDateAt(new Date(), timeZone), days);
}

export type PaymentCalls = {
  capture: string[];
  cancelAuthorization: string[];
  refund: [string, number][];
  checkout: string[];
};

/** Wraps a payment provider to count every money call the app makes (the adapter's calls). */
export function countingPayments(calls: PaymentCalls) {
  return (inner: PaymentProvider): PaymentProvider => ({
    kind: inner.kind,
    async createCheckout(request) {
      calls.checkout.push(request.bookingId);
      return inner.createCheckout(request);
    },
    async capture(id, options) {
      calls.capture.push(id);
      return inner.capture(id, options);
    },
    async cancelAuthorization(id, options) {
      calls.cancelAuthorization.push(id);
      return inner.cancelAuthorization(id, options);
    },
    async refund(id, amount, options) {
      calls.refund.push([id, amount]);
      return inner.refund(id, amount, options);
    },
    retrieve: (id) => inner.retrieve(id),
    verifyWebhook: (raw, signature) => inner.verifyWebhook(raw, signature),
  });
}

export function emptyCalls(): PaymentCalls {
  return { capture: [], cancelAuthorization: [], refund: [], checkout: [] };
}

/** Forgets the calls earlier tests made, so each test counts only its own. */
export function clearCalls(calls: PaymentCalls) {
  for (const list of Object.values(calls)) list.length = 0;
}

/**
 * The server the booking tests run against: its payment calls counted into `calls`, and room for the
 * many sign-ups a test file makes from one address.
 */
export function createBookingTestApp(calls: PaymentCalls, options: Parameters<typeof createTestApp>[0] = {}) {
  return createTestApp({
    ...options,
    env: { AUTH_RATE_LIMIT_MAX: '100', ...options.env },
    wrapPaymentProvider: countingPayments(calls),
  });
}

/**
 * For a test file: a booking test app made before its tests and closed after them, and the payment
 * calls it makes, cleared before each test. Read `app` and `database` inside hooks and tests only.
 */
export function useBookingTestApp() {
  const calls = emptyCalls();
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createBookingTestApp(calls);
  });
  afterAll(() => current?.close());
  beforeEach(() => clearCalls(calls));
  const started = () => {
    if (!current)
      throw new Error('The booking test app is made in beforeAll: use it inside hooks and tests.');
    return current;
  };
  return {
    calls,
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get deps() {
      return started().deps;
    },
  };
}

/** A listing's availability with every day open. */
export const EVERY_DAY = { weekdays: true, weekends: true, holidays: true };

export function post(app: FastifyInstance, url: string, cookie: string | undefined, payload: unknown = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

export async function requestBooking(
  app: FastifyInstance,
  cookie: string,
  body: {
    locationId: string;
    startDate?: string | undefined;
    endDate?: string | undefined;
    [key: string]: unknown;
  },
) {
  return post(app, '/api/bookings', cookie, body);
}

export const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 40',
  cvc: '123',
  name: 'Rosa Diaz',
};

/** Opens the checkout of a booking and pays it with `card` through the built-in test checkout. */
export async function payBooking(app: FastifyInstance, cookie: string, bookingId: string, card = GOOD_CARD) {
  const checkout = await post(app, `/api/bookings/${bookingId}/checkout`, cookie);
  if (checkout.statusCode !== 200) throw new Error(`Checkout failed: ${checkout.body}`);
  const sessionId = (checkout.json().url as string).split('/').pop();
  return post(app, `/api/payments/test/sessions/${sessionId}/pay`, undefined, card);
}

/** A request made and paid (authorised), ready for the owner's answer; returns its id. */
export async function authorisedBooking(
  app: FastifyInstance,
  cookie: string,
  body: { locationId: string; startDate: string; endDate: string },
): Promise<string> {
  const created = await requestBooking(app, cookie, body);
  if (created.statusCode !== 201) throw new Error(`Booking failed: ${created.body}`);
  const id = created.json().booking.id as string;
  const paid = await payBooking(app, cookie, id);
  if (paid.statusCode !== 200) throw new Error(`Payment failed: ${paid.body}`);
  return id;
}

/** Emails in the outbox to one address, newest first. */
export async function emailsTo(app: FastifyInstance, email: string) {
  const res = await app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(email)}` });
  return (res.json() as { emails: { subject: string; text: string }[] }).emails;
}
