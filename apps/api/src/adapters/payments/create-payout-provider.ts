import type { PaymentsConfig } from '../../config.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createTestPayoutProvider } from './test-payout-provider.ts';

/**
 * The one place the payout side is chosen, as for payments: Stripe Connect with Stripe keys
 * (docs/decisions/0047), the built-in test payout provider on the embedded default. In production
 * without keys every payout call refuses and owners' earnings wait in the ledger; the test provider
 * is never used with Stripe keys or in production.
 */
export async function createPayoutProvider(config: PaymentsConfig): Promise<PayoutProvider> {
  if (config.kind === 'stripe') {
    const { createStripePayoutProvider } = await import('./stripe-payout-provider.ts');
    return createStripePayoutProvider(config);
  }
  if (config.kind === 'test') return createTestPayoutProvider();
  const unavailable = async (): Promise<never> => {
    throw new Error('Payouts are not available with this payment configuration');
  };
  return {
    kind: 'test',
    verifyTestAccount: () => ({
      ok: false,
      message: 'The built-in test payout account is not available here.',
    }),
    createConnectedAccount: unavailable,
    onboardingLink: unavailable,
    accountState: unavailable,
    transfer: unavailable,
    reverseTransfer: unavailable,
    payout: unavailable,
    payoutStatus: unavailable,
    movementsSince: async (since) => ({ since, movements: [], fees: [] }),
    verifyConnectWebhook() {
      throw new Error('Payouts are not available with this payment configuration');
    },
  };
}
