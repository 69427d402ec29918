import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

const TEST_INTENT = /^test_pi_[A-Za-z0-9]+$/;

/** A new id in the provider's style: `test_cs_…` sessions, `test_pi_…` authorisations. */
export function testPaymentId(prefix: 'cs' | 'pi'): string {
  return `test_${prefix}_${randomBytes(12).toString('hex')}`;
}

function assertTestIntent(paymentIntentId: string) {
  if (!TEST_INTENT.test(paymentIntentId)) throw new Error(`Not a test payment: ${paymentIntentId}`);
}

/**
 * The development side: the built-in test checkout (modules/payments/test-checkout.*) holds the card
 * when a test card is entered; capture, release and refund have nothing further to move, so they
 * only check that the payment is one of the test checkout's.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    kind: 'test',
    async createCheckout() {
      const sessionId = testPaymentId('cs');
      return { sessionId, url: `/test-checkout/${sessionId}` };
    },
    async capture(paymentIntentId) {
      assertTestIntent(paymentIntentId);
    },
    async cancelAuthorization(paymentIntentId) {
      assertTestIntent(paymentIntentId);
    },
    async refund(paymentIntentId, amountCents) {
      assertTestIntent(paymentIntentId);
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        throw new Error('Refund must be positive cents');
    },
    verifyWebhook() {
      throw new Error('The test checkout sends no webhooks');
    },
  };
}
