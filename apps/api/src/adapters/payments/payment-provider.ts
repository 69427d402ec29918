/**
 * Card payments (DESIGN sections 1 and 2): authorised when the request is made, captured when the
 * owner approves, released on rejection or expiry, refunded by policy on cancellation. Amounts are
 * integer cents. Money calls carry an idempotency key, so a call repeated after a crash (a job run
 * again, a webhook redelivered) moves the money once.
 */
export type CheckoutRequest = {
  bookingId: string;
  amountCents: number;
  /** What the payment page names: the location and the dates. */
  description: string;
  title: string;
  successUrl: string;
  cancelUrl: string;
  /** The checkout closes no later than this (the unpaid request's expiry). */
  expiresAt: Date;
  customerEmail?: string;
};

/** A provider's notification, reduced to what SetSpot acts on. */
export type PaymentEvent = {
  id: string;
  type: string;
  /** authorized: a card is held for the booking; failed: a payment attempt failed; other: recorded only. */
  outcome: 'authorized' | 'failed' | 'other';
  bookingId: string | null;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  payload: unknown;
};

export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  /** A hosted payment page for the booking; the browser goes to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  capture(paymentIntentId: string, options: { idempotencyKey: string }): Promise<void>;
  /** Releases an authorisation that will not be captured (rejection, expiry, cancellation). */
  cancelAuthorization(paymentIntentId: string, options: { idempotencyKey: string }): Promise<void>;
  refund(paymentIntentId: string, amountCents: number, options: { idempotencyKey: string }): Promise<void>;
  /** Checks a webhook's signature over the raw body; throws when it does not hold. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
