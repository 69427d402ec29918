// Connect objects of the fake Stripe in Stripe's response shapes (fake-stripe-connect.ts).

export type FakeAccount = {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  currentlyDue: string[];
  pendingVerification: string[];
  bankLast4: string | null;
  holder: string | null;
};
export type Transfer = {
  id: string;
  amount: number;
  destination: string;
  metadata: Record<string, string>;
  reversed: number;
  created: number;
};
export type Payout = {
  id: string;
  account: string;
  amount: number;
  status: 'pending' | 'in_transit' | 'paid' | 'failed';
  metadata: Record<string, string>;
  created: number;
};
export type BalanceTransaction = {
  id: string;
  type: string;
  amount: number;
  fee: number;
  source: unknown;
  created: number;
};

export function accountBody(account: FakeAccount) {
  return {
    id: account.id,
    object: 'account',
    type: 'express',
    email: account.email,
    metadata: account.metadata,
    details_submitted: account.detailsSubmitted,
    charges_enabled: account.detailsSubmitted,
    payouts_enabled: account.payoutsEnabled,
    business_profile: { name: account.holder },
    requirements: {
      currently_due: account.currentlyDue,
      past_due: [],
      eventually_due: account.currentlyDue,
      pending_verification: account.pendingVerification,
      errors: [],
      disabled_reason: account.pendingVerification.length > 0 ? 'requirements.pending_verification' : null,
    },
    external_accounts: {
      object: 'list',
      has_more: false,
      url: `/v1/accounts/${account.id}/external_accounts`,
      data: account.bankLast4
        ? [
            {
              id: `ba_${account.id}`,
              object: 'bank_account',
              last4: account.bankLast4,
              account_holder_name: account.holder,
            },
          ]
        : [],
    },
  };
}
export const transferBody = (t: Transfer) => ({
  id: t.id,
  object: 'transfer',
  amount: t.amount,
  amount_reversed: t.reversed,
  currency: 'usd',
  destination: t.destination,
  metadata: t.metadata,
  created: t.created,
  reversed: t.reversed === t.amount,
});
export const payoutBody = (p: Payout) => ({
  id: p.id,
  object: 'payout',
  amount: p.amount,
  currency: 'usd',
  status: p.status,
  metadata: p.metadata,
  created: p.created,
});
