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

describe('the built-in test provider', () => {
  it('moves a payment once per key and answers later steps with the state the payment is in', async () => {
    const provider = await createPaymentProvider({ kind: 'test' });
    const held = 'test_pi_abc123';
    expect(await provider.capture(held, { idempotencyKey: 'capture-1' })).toEqual({
      state: 'captured',
      refundedCents: 0,
    });
    // A release after the capture (a lost commit) finds it captured instead of failing.
    expect(await provider.cancelAuthorization(held, { idempotencyKey: 'release-1' })).toEqual({
      state: 'captured',
      refundedCents: 0,
    });
    expect(await provider.refund(held, 500, { idempotencyKey: 'refund-1' })).toEqual({
      state: 'captured',
      refundedCents: 500,
    });
    // The same key again, even with another amount: refunded once.
    expect(await provider.refund(held, 900, { idempotencyKey: 'refund-1' })).toEqual({
      state: 'captured',
      refundedCents: 500,
    });
    expect(await provider.retrieve(held)).toEqual({ state: 'captured', refundedCents: 500 });
    // A new key gives more back (an approved claim's rest), once.
    expect(await provider.refund(held, 300, { idempotencyKey: 'claim-1' })).toEqual({
      state: 'captured',
      refundedCents: 800,
    });
    expect(await provider.refund(held, 300, { idempotencyKey: 'claim-1' })).toEqual({
      state: 'captured',
      refundedCents: 800,
    });

    const released = 'test_pi_def456';
    expect(await provider.cancelAuthorization(released, { idempotencyKey: 'release-2' })).toEqual({
      state: 'released',
    });
    expect(await provider.capture(released, { idempotencyKey: 'capture-2' })).toEqual({ state: 'released' });
  });
});
