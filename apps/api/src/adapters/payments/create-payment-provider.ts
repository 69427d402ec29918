import { PAYMENTS_NOT_CONFIGURED } from '@setspot/domain/bookings/booking-texts';
import type { PaymentsConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

/**
 * The one place the payment side is chosen (architecture section 8.7). Stripe's package is loaded only
 * when Stripe is configured: it costs about 135 ms of every start.
 */
export async function createPaymentProvider(config: PaymentsConfig): Promise<PaymentProvider> {
  if (config.kind === 'stripe') {
    const { createStripePaymentProvider } = await import('./stripe-payment-provider.ts');
    return createStripePaymentProvider(config);
  }
  if (config.kind === 'test') return createTestPaymentProvider();
  // Production without Stripe keys: the test checkout must never take its place.
  const unavailable = async (): Promise<never> => {
    throw new Error(PAYMENTS_NOT_CONFIGURED);
  };
  return {
    kind: 'test',
    createCheckout: unavailable,
    capture: unavailable,
    cancelAuthorization: unavailable,
    refund: unavailable,
    retrieve: unavailable,
    verifyWebhook() {
      throw new Error(PAYMENTS_NOT_CONFIGURED);
    },
  };
}
