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

/** An owner's Stripe Connect account as SetSpot shows it (docs/decisions/0047). */
export type ConnectedAccountState = {
  status: 'pending_verification' | 'active' | 'action_needed';
  /** What Stripe asks of the owner, in words ('Upload an ID document'); null when nothing. */
  requirement: string | null;
  accountHolder: string | null;
  bankLast4: string | null;
};

/** A money movement as the provider records it, named by the ledger movement that asked for it. */
export type ProviderMovement = {
  ledgerKey: string;
  kind: 'transfer' | 'reversal' | 'payout';
  /** Into the owner's payout account (transfer +, reversal −), or paid to their bank (payout +). */
  amountCents: number;
  providerId: string;
};

/** What the provider charged the platform for a card payment (Stripe's balance transaction fee). */
export type ProviderFee = { providerId: string; paymentIntentId: string; feeCents: number };

/** A Connect event, reduced to what SetSpot acts on. */
export type ConnectEvent = {
  id: string;
  type: string;
  accountId: string | null;
  /** payout.* events: the payout; SetSpot asks the provider where it stands now, whatever the order. */
  payoutId: string | null;
  payload: unknown;
};

type Keyed = { idempotencyKey: string; ledgerKey: string };

export interface PayoutProvider {
  readonly kind: 'test' | 'stripe';
  /** The built-in test payout account form only: checks test bank details as Stripe's test mode does. */
  verifyTestAccount(details: BankDetails): AccountVerification;
  /** Stripe only: an Express account for the owner (once per owner: the key is theirs). */
  createConnectedAccount(
    owner: { ownerId: string; email: string | null },
    options: { idempotencyKey: string },
  ): Promise<string>;
  /** Stripe only: a single-use link to Stripe's hosted onboarding. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Stripe only: where the owner's account stands now. */
  accountState(accountId: string): Promise<ConnectedAccountState>;
  /** Moves `amountCents` of the platform's balance to the owner's payout account. */
  transfer(providerAccountId: string, amountCents: number, options: Keyed): Promise<{ transferId: string }>;
  /** Takes `amountCents` of a transfer back to the platform (a refund after the payout). */
  reverseTransfer(transferId: string, amountCents: number, options: Keyed): Promise<{ reversalId: string }>;
  /** Sends `amountCents` of the payout account's balance to the owner's bank. */
  payout(
    providerAccountId: string,
    amountCents: number,
    options: Keyed,
  ): Promise<{ payoutId: string; status: RemotePayoutStatus }>;
  /** Where a payout stands now (Stripe also reports it by webhook). */
  payoutStatus(providerAccountId: string, payoutId: string): Promise<RemotePayoutStatus>;
  /**
   * The provider's record since `since`, for the daily reconciliation: transfers, reversals and
   * payouts (of `accountIds`), and its fees on card payments. `since` comes back later when the
   * provider cannot see that far (the test provider remembers only its own process).
   */
  movementsSince(
    since: Date,
    accountIds: string[],
  ): Promise<{ since: Date; movements: ProviderMovement[]; fees: ProviderFee[] }>;
  /** Checks a Connect webhook's signature (the Connect endpoint's secret); throws when it does not hold. */
  verifyConnectWebhook(rawBody: Buffer, signature: string | undefined): ConnectEvent;
}
