import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './create-payment-provider.ts';
import { PaymentProviderError } from './payment-provider.ts';

describe('createPaymentProvider', () => {
  it('uses the built-in test checkout without Stripe keys outside production', async () => {
    const provider = await createPaymentProvider({ kind: 'test' });
    const { url, sessionId } = await provider.createCheckout({
      bookingId: 'b1',
      amountCents: 100,
      title: 'Loft',
      description: 'One day',
      successUrl: '/ok',
      cancelUrl: '/cancel',
      expiresAt: new Date(),
    });
    expect(url).toBe(`/test-checkout/${sessionId}`);
    await expect(provider.capture('pi_live_123', { idempotencyKey: 'k' })).rejects.toThrow(
      PaymentProviderError,
    );
  });

  it('takes no payment in production without Stripe keys', async () => {
    const provider = await createPaymentProvider({ kind: 'disabled' });
    await expect(provider.createCheckout({} as never)).rejects.toThrow(
      'Payments are not available right now. Please try again later.',
    );
    expect(() => provider.verifyWebhook(Buffer.from('{}'), 'sig')).toThrow();
  });
});
