import { randomBytes } from 'node:crypto';
import { type PaymentProvider, PaymentProviderError, type RemotePayment } from './payment-provider.ts';

const TEST_INTENT = /^test_pi_[A-Za-z0-9]+$/;

/** A new id in the provider's style: `test_cs_…` sessions, `test_pi_…` authorisations. */
export function testPaymentId(prefix: 'cs' | 'pi'): string {
  return `test_${prefix}_${randomBytes(12).toString('hex')}`;
}

function assertTestIntent(paymentIntentId: string) {
  if (!TEST_INTENT.test(paymentIntentId))
    throw new PaymentProviderError(`find the test payment ${paymentIntentId}`);
}

/**
 * The development side: the built-in test checkout (modules/payments/test-checkout.*) holds the card
 * when a test card is entered. Capture, release and refund move nothing real, but they keep each
 * payment's state for the life of the process and answer as Stripe does: a step repeated with its key
 * gets the first answer, and a step the payment has already moved past answers with the state it is
 * in, so the booking side takes the same paths with either provider. (A payment the process has not
 * seen since it started is taken as held: the database is the only record that survives.)
 */
export function createTestPaymentProvider(): PaymentProvider {
  const payments = new Map<string, RemotePayment>();
  const answered = new Map<string, RemotePayment>();
  const stateOf = (id: string): RemotePayment => payments.get(id) ?? { state: 'held' };
  const once = (key: string, step: () => RemotePayment) => {
    const earlier = answered.get(key);
    if (earlier) return earlier;
    const answer = step();
    answered.set(key, answer);
    return answer;
  };
  return {
    kind: 'test',
    async createCheckout() {
      const sessionId = testPaymentId('cs');
      return { sessionId, url: `/test-checkout/${sessionId}` };
    },
    async capture(paymentIntentId, { idempotencyKey }) {
      assertTestIntent(paymentIntentId);
      return once(idempotencyKey, () => {
        const now = stateOf(paymentIntentId);
        if (now.state !== 'held') return now;
        const captured: RemotePayment = { state: 'captured', refundedCents: 0 };
        payments.set(paymentIntentId, captured);
        return captured;
      });
    },
    async cancelAuthorization(paymentIntentId, { idempotencyKey }) {
      assertTestIntent(paymentIntentId);
      return once(idempotencyKey, () => {
        const now = stateOf(paymentIntentId);
        if (now.state !== 'held') return now;
        payments.set(paymentIntentId, { state: 'released' });
        return { state: 'released' };
      });
    },
    async refund(paymentIntentId, amountCents, { idempotencyKey }) {
      assertTestIntent(paymentIntentId);
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        throw new PaymentProviderError('refund the payment');
      return once(idempotencyKey, () => {
        const now = stateOf(paymentIntentId);
        if (now.state === 'released') return now;
        // A new key gives more back, as Stripe does: a cancellation's refund, then an approved claim's
        // rest (ADR 0048). 'held' here is a capture made by an earlier process: the database says it was.
        const before = now.state === 'captured' ? now.refundedCents : 0;
        const refunded: RemotePayment = { state: 'captured', refundedCents: before + amountCents };
        payments.set(paymentIntentId, refunded);
        return refunded;
      });
    },
    async retrieve(paymentIntentId) {
      assertTestIntent(paymentIntentId);
      return stateOf(paymentIntentId);
    },
    verifyWebhook() {
      throw new Error('The test checkout sends no webhooks');
    },
  };
}
