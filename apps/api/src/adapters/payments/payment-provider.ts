/**
 * Card payments (architecture sections 1 and 2): authorised when the request is made, captured when the
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

/**
 * Where a card payment stands at the provider, as far as a booking cares: the card is held, the hold
 * was captured (and how much of it went back since), or the hold was released. A money step answers
 * with the state it left the payment in, or, when the payment had already moved (an earlier attempt
 * whose answer was lost to a crash), with the state it found, so the booking can be brought to match.
 */
export type RemotePayment =
  | { state: 'held' }
  | { state: 'captured'; refundedCents: number }
  | { state: 'released' };

/**
 * The provider could not do a money step and the payment did not move (unreachable, refused, an
 * unexpected state). Its message is ours: a provider's own text never reaches a person.
 */
export class PaymentProviderError extends Error {
  constructor(step: string, options?: { cause?: unknown }) {
    super(`The payment provider could not ${step}`, options);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  /** A hosted payment page for the booking; the browser goes to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Charges the held card. Throws PaymentProviderError when nothing moved. */
  capture(paymentIntentId: string, options: { idempotencyKey: string }): Promise<RemotePayment>;
  /** Releases an authorisation that will not be captured (rejection, expiry, cancellation). */
  cancelAuthorization(paymentIntentId: string, options: { idempotencyKey: string }): Promise<RemotePayment>;
  /**
   * Gives `amountCents` more of a captured payment back: once for a cancellation, and once more for
   * the rest when a pardonable-event claim is approved (each with its own key).
   */
  refund(
    paymentIntentId: string,
    amountCents: number,
    options: { idempotencyKey: string },
  ): Promise<RemotePayment>;
  /** The payment's state now, for a sweep that checks before it settles a booking. */
  retrieve(paymentIntentId: string): Promise<RemotePayment>;
  /** Checks a webhook's signature over the raw body; throws when it does not hold. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
