import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type RemotePayment,
} from './payment-provider.ts';

type StripeConfig = Extract<PaymentsConfig, { kind: 'stripe' }>;

// Stripe lets a Checkout Session live from 30 minutes to 24 hours.
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 23 * 3_600_000;

export function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  // A request in flight holds a booking's row lock, so it must not wait Stripe's default 80 s.
  const options: Stripe.StripeConfig = { timeout: 20_000, maxNetworkRetries: 2 };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Reduces a Stripe event to what SetSpot acts on (see PaymentEvent). */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, payload: event };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentIntentId = idOf(session.payment_intent);
      return {
        ...base,
        outcome: paymentIntentId ? 'authorized' : 'other',
        bookingId: session.metadata?.booking_id ?? session.client_reference_id ?? null,
        checkoutSessionId: session.id,
        paymentIntentId,
      };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return {
        ...base,
        outcome: 'failed',
        bookingId: session.metadata?.booking_id ?? session.client_reference_id ?? null,
        checkoutSessionId: session.id,
        paymentIntentId: idOf(session.payment_intent),
      };
    }
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        ...base,
        outcome: event.type === 'payment_intent.payment_failed' ? 'failed' : 'authorized',
        bookingId: intent.metadata?.booking_id ?? null,
        checkoutSessionId: null,
        paymentIntentId: intent.id,
      };
    }
    default:
      return { ...base, outcome: 'other', bookingId: null, checkoutSessionId: null, paymentIntentId: null };
  }
}

/** A PaymentIntent reduced to what a booking cares about; anything in between counts as not moved. */
function toRemotePayment(intent: Stripe.PaymentIntent): RemotePayment {
  if (intent.status === 'succeeded') {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return { state: 'captured', refundedCents: charge?.amount_refunded ?? 0 };
  }
  if (intent.status === 'canceled') return { state: 'released' };
  return { state: 'held' };
}

/**
 * The production side: Stripe Checkout with the card authorised at request (manual capture) and
 * captured on approval. Every money call carries an idempotency key (see PaymentProvider).
 */
export function createStripePaymentProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiUrl));

  async function retrieve(paymentIntentId: string, step: string): Promise<RemotePayment> {
    try {
      return toRemotePayment(
        await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }),
      );
    } catch (error) {
      throw new PaymentProviderError(step, { cause: error });
    }
  }

  /**
   * Stripe refused a step: when the payment is in a state that refuses it (already captured, already
   * released, already refunded, or the key was used before with another amount), the state it is in
   * is the answer; the caller decides whether that is the goal reached or a move made elsewhere.
   * Anything else (unreachable, an unknown payment) moved nothing.
   */
  async function stateAfterRefusal(error: unknown, paymentIntentId: string, step: string) {
    const stateRefusal =
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeIdempotencyError;
    if (!stateRefusal || error.code === 'resource_missing') {
      throw new PaymentProviderError(step, { cause: error });
    }
    return retrieve(paymentIntentId, step);
  }
  return {
    kind: 'stripe',

    async createCheckout(request) {
      const now = Date.now();
      const expiresAt = Math.min(
        Math.max(request.expiresAt.getTime(), now + MIN_SESSION_MS),
        now + MAX_SESSION_MS,
      );
      const metadata = { booking_id: request.bookingId };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: request.title, description: request.description },
            },
          },
        ],
        payment_intent_data: { capture_method: 'manual', metadata },
        metadata,
        client_reference_id: request.bookingId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(expiresAt / 1000),
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
      return { sessionId: session.id, url: session.url };
    },

    async capture(paymentIntentId, { idempotencyKey }) {
      try {
        return toRemotePayment(await stripe.paymentIntents.capture(paymentIntentId, {}, { idempotencyKey }));
      } catch (error) {
        return stateAfterRefusal(error, paymentIntentId, 'collect the payment');
      }
    },

    async cancelAuthorization(paymentIntentId, { idempotencyKey }) {
      try {
        return toRemotePayment(await stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey }));
      } catch (error) {
        return stateAfterRefusal(error, paymentIntentId, 'release the card hold');
      }
    },

    async refund(paymentIntentId, amountCents, { idempotencyKey }) {
      try {
        await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents },
          { idempotencyKey },
        );
      } catch (error) {
        return stateAfterRefusal(error, paymentIntentId, 'refund the payment');
      }
      return retrieve(paymentIntentId, 'refund the payment');
    },

    retrieve: (paymentIntentId) => retrieve(paymentIntentId, 'look up the payment'),

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new Error('No Stripe-Signature header');
      return toPaymentEvent(stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret));
    },
  };
}
