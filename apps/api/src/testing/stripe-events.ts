import Stripe from 'stripe';

/** The signing secret the Stripe tests configure (STRIPE_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'whsec_test_secret';

let eventCount = 0;

/** A Stripe event as Stripe would sign and send it. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCount}`) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2024-06-20', data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature };
}

/** Checkout completed for a booking: its card is held on `paymentIntent`. */
export const sessionCompleted = (bookingId: string, paymentIntent: string) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_test_${bookingId.slice(0, 8)}`,
    object: 'checkout.session',
    payment_intent: paymentIntent,
    payment_status: 'unpaid',
    metadata: { booking_id: bookingId },
    client_reference_id: bookingId,
  });

/** The Connect endpoint's signing secret the Stripe tests configure (STRIPE_CONNECT_WEBHOOK_SECRET). */
export const CONNECT_WEBHOOK_SECRET = 'whsec_test_connect_secret';

/** A Connect event about a connected account, as Stripe signs it for the Connect endpoint. */
export function connectEvent(type: string, account: string, object: Record<string, unknown>) {
  const id = `evt_connect_${++eventCount}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    account,
    api_version: '2024-06-20',
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: CONNECT_WEBHOOK_SECRET });
  return { id, payload, signature };
}
