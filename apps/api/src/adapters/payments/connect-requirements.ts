import type Stripe from 'stripe';
import type { ConnectedAccountState } from './payout-provider.ts';

// Stripe names what it still needs by field ('individual.verification.document'); owners read words.
const REQUIREMENT_WORDS: [RegExp, string][] = [
  [/verification\.(additional_)?document/, 'Upload an ID document'],
  [/^external_account/, 'Add a bank account'],
  [/^tos_acceptance/, "Accept Stripe's services agreement"],
  [/(id_number|ssn_last_4)/, 'Enter your Social Security number'],
  [/\.dob\./, 'Enter your date of birth'],
  [/\.address\./, 'Enter your address'],
  [/\.(first_name|last_name)$/, 'Enter your legal name'],
  [/\.(email|phone)$/, 'Enter your contact details'],
  [/^business_profile/, 'Describe what you rent out'],
];
export const FINISH_ONBOARDING = 'Finish setting up your account with Stripe';

/** One of Stripe's requirement fields, in words. */
export function requirementInWords(field: string): string {
  return REQUIREMENT_WORDS.find(([pattern]) => pattern.test(field))?.[1] ?? FINISH_ONBOARDING;
}

/**
 * An Express account, as SetSpot shows it: active once Stripe pays it out and needs nothing now;
 * pending verification while Stripe checks what was sent; otherwise action needed, with the first
 * thing Stripe asks for in words.
 */
export function connectedAccountState(account: Stripe.Account): ConnectedAccountState {
  const requirements = account.requirements;
  const due = [...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])];
  const bank = account.external_accounts?.data.find((external) => external.object === 'bank_account');
  const base = {
    accountHolder:
      (bank?.object === 'bank_account' ? bank.account_holder_name : null) ??
      account.business_profile?.name ??
      null,
    bankLast4: bank?.last4 ?? null,
  };
  if (account.payouts_enabled && due.length === 0) return { ...base, status: 'active', requirement: null };
  const verifying =
    requirements?.disabled_reason === 'requirements.pending_verification' ||
    (account.details_submitted && due.length === 0);
  if (verifying) return { ...base, status: 'pending_verification', requirement: null };
  const first = due[0];
  return {
    ...base,
    status: 'action_needed',
    requirement: first ? requirementInWords(first) : FINISH_ONBOARDING,
  };
}
