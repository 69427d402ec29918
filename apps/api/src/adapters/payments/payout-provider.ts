/**
 * Paying owners (docs/decisions/0036): an owner's payout account at the provider, transfers of their
 * earnings into it, and payouts from it to their bank. Amounts are integer cents; every money call
 * carries an idempotency key derived from its ledger movement, so a call repeated after a crash moves
 * the money once.
 */
export type BankDetails = { accountHolder: string; routingNumber: string; accountNumber: string };

/** The provider's answer to bank details: an active account, or why it could not be verified. */
export type AccountVerification =
  | { ok: true; providerAccountId: string; bankLast4: string }
  | { ok: false; message: string };

export type RemotePayoutStatus = 'in_transit' | 'paid' | 'failed';

export interface PayoutProvider {
  readonly kind: 'test' | 'stripe';
  /** The built-in test payout account form only: checks test bank details as Stripe's test mode does. */
  verifyTestAccount(details: BankDetails): AccountVerification;
  /** Moves `amountCents` of the platform's balance to the owner's payout account. */
  transfer(
    providerAccountId: string,
    amountCents: number,
    options: { idempotencyKey: string },
  ): Promise<{ transferId: string }>;
  /** Sends `amountCents` of the payout account's balance to the owner's bank. */
  payout(
    providerAccountId: string,
    amountCents: number,
    options: { idempotencyKey: string },
  ): Promise<{ payoutId: string; status: RemotePayoutStatus }>;
  /** Where a payout stands now (Stripe also reports it by webhook). */
  payoutStatus(providerAccountId: string, payoutId: string): Promise<RemotePayoutStatus>;
}
