import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { connectedAccountState, FINISH_ONBOARDING, requirementInWords } from './connect-requirements.ts';

const account = (fields: Partial<Stripe.Account>, requirements: Partial<Stripe.Account.Requirements> = {}) =>
  ({
    id: 'acct_1',
    object: 'account',
    payouts_enabled: false,
    details_submitted: false,
    requirements: { currently_due: [], past_due: [], disabled_reason: null, ...requirements },
    ...fields,
  }) as Stripe.Account;

describe("a Stripe Express account as the owner's status", () => {
  it('names what Stripe asks for in words', () => {
    expect(requirementInWords('individual.verification.document')).toBe('Upload an ID document');
    expect(requirementInWords('external_account')).toBe('Add a bank account');
    expect(requirementInWords('individual.ssn_last_4')).toBe('Enter your Social Security number');
    expect(requirementInWords('something.new')).toBe(FINISH_ONBOARDING);
  });

  it('is active, pending verification, or action needed with the first requirement', () => {
    expect(connectedAccountState(account({ payouts_enabled: true, details_submitted: true })).status).toBe(
      'active',
    );
    expect(
      connectedAccountState(
        account({ details_submitted: true }, { disabled_reason: 'requirements.pending_verification' }),
      ),
    ).toMatchObject({ status: 'pending_verification', requirement: null });
    expect(
      connectedAccountState(
        account({ payouts_enabled: true }, { past_due: ['individual.verification.document'] }),
      ),
    ).toMatchObject({ status: 'action_needed', requirement: 'Upload an ID document' });
    expect(connectedAccountState(account({}))).toMatchObject({
      status: 'action_needed',
      requirement: FINISH_ONBOARDING,
    });
  });
});
