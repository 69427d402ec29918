import type { PaymentsConfig } from '../../config.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createTestPayoutProvider } from './test-payout-provider.ts';

/**
 * The one place the payout side is chosen, as for payments: the built-in test payout provider on the
 * embedded default. With Stripe keys, payouts go through Stripe Connect, which is not built yet
 * (docs/decisions/0036, what is left): until then every payout call refuses, and owners' earnings
 * wait in the ledger; the test provider is never used with Stripe keys or in production.
 */
export function createPayoutProvider(config: PaymentsConfig): PayoutProvider {
  if (config.kind === 'test') return createTestPayoutProvider();
  const unavailable = async (): Promise<never> => {
    throw new Error('Payouts are not available with this payment configuration');
  };
  return {
    kind: config.kind === 'stripe' ? 'stripe' : 'test',
    verifyTestAccount: () => ({
      ok: false,
      message: 'The built-in test payout account is not available here.',
    }),
    transfer: unavailable,
    payout: unavailable,
    payoutStatus: unavailable,
  };
}
