import { createHash, randomBytes } from 'node:crypto';
import type {
  AccountVerification,
  BankDetails,
  PayoutProvider,
  ProviderMovement,
} from './payout-provider.ts';

/**
 * Test bank details of the built-in test payout account (docs/payments.md), Stripe's test numbers:
 * routing 110000000 with account 000123456789 succeeds; 000111111116 is accepted but every payout to
 * it fails (the bank has no such account); 000111111113 fails verification (the account is closed).
 */
export const TEST_ROUTING_NUMBER = '110000000';
export const TEST_ACCOUNT_OK = '000123456789';
export const TEST_ACCOUNT_PAYOUTS_FAIL = '000111111116';
export const TEST_ACCOUNT_CLOSED = '000111111113';

export const TEST_ROUTING_UNKNOWN =
  'This routing number is not a test routing number. Use 110000000 with the built-in test payout account.';
export const TEST_ACCOUNT_CLOSED_MESSAGE =
  'The bank reports this account as closed, so it could not be verified. Check the account number or use another account.';
export const TEST_ACCOUNT_UNKNOWN =
  'This account number is not a test account number. Use 000123456789 with the built-in test payout account.';

const failingPayout = /^test_po_fail_/;
const stripeOnly = async (): Promise<never> => {
  throw new Error('Stripe Connect is not configured: the built-in test payout account is in use');
};

/**
 * The embedded default, counterpart of the built-in test checkout: no money moves. Keys answer as
 * Stripe's do (a repeated key gets the first answer, for the life of the process); whether a payout
 * fails is written into its id, so a restarted process still answers for it. What it did is its
 * record for the reconciliation, from the start of the process.
 */
export function createTestPayoutProvider(): PayoutProvider {
  const startedAt = new Date();
  const record: ProviderMovement[] = [];
  const answered = new Map<string, unknown>();
  const once = <T>(key: string, make: () => T): T => {
    if (!answered.has(key)) answered.set(key, make());
    return answered.get(key) as T;
  };
  const id = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;
  return {
    kind: 'test',
    verifyTestAccount(details: BankDetails): AccountVerification {
      if (details.routingNumber !== TEST_ROUTING_NUMBER) return { ok: false, message: TEST_ROUTING_UNKNOWN };
      if (details.accountNumber === TEST_ACCOUNT_CLOSED)
        return { ok: false, message: TEST_ACCOUNT_CLOSED_MESSAGE };
      if (details.accountNumber !== TEST_ACCOUNT_OK && details.accountNumber !== TEST_ACCOUNT_PAYOUTS_FAIL)
        return { ok: false, message: TEST_ACCOUNT_UNKNOWN };
      // The account id says whether its payouts fail: the database keeps it across restarts.
      const failing = details.accountNumber === TEST_ACCOUNT_PAYOUTS_FAIL;
      const digest = createHash('sha256').update(randomBytes(16)).digest('hex').slice(0, 16);
      return {
        ok: true,
        providerAccountId: `test_acct_${failing ? 'fail_' : ''}${digest}`,
        bankLast4: details.accountNumber.slice(-4),
      };
    },
    createConnectedAccount: stripeOnly,
    onboardingLink: stripeOnly,
    accountState: stripeOnly,
    async transfer(_account, amountCents, { idempotencyKey, ledgerKey }) {
      wholeCents(amountCents);
      return once(idempotencyKey, () => {
        const transferId = id('test_tr_');
        record.push({ ledgerKey, kind: 'transfer', amountCents, providerId: transferId });
        return { transferId };
      });
    },
    async reverseTransfer(_transferId, amountCents, { idempotencyKey, ledgerKey }) {
      wholeCents(amountCents);
      return once(idempotencyKey, () => {
        const reversalId = id('test_trr_');
        record.push({ ledgerKey, kind: 'reversal', amountCents: -amountCents, providerId: reversalId });
        return { reversalId };
      });
    },
    async payout(account, amountCents, { idempotencyKey, ledgerKey }) {
      wholeCents(amountCents);
      const failing = account.startsWith('test_acct_fail_');
      return once(idempotencyKey, () => {
        const payoutId = id(failing ? 'test_po_fail_' : 'test_po_');
        record.push({ ledgerKey, kind: 'payout', amountCents, providerId: payoutId });
        return { payoutId, status: 'in_transit' as const };
      });
    },
    // Test banks answer at once: a payout is paid as soon as it is asked about, or it failed.
    async payoutStatus(_account, payoutId) {
      return failingPayout.test(payoutId) ? 'failed' : 'paid';
    },
    // Test cards cost nothing: no fees.
    async movementsSince(since) {
      const from = since > startedAt ? since : startedAt;
      return { since: from, movements: [...record], fees: [] };
    },
    verifyConnectWebhook() {
      throw new Error('Stripe Connect is not configured');
    },
  };
}

function wholeCents(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error('Money moves in whole cents');
}
