// Payout texts and form rules without zod, so screens can use them without loading it.

/** Texts of payouts, word for word where the issue gives them. */
export const PAYOUTS_SET_UP_SUBJECT = 'Payouts set up';
export const PAYOUT_FAILED_SUBJECT = 'A payout failed: check your bank details';
export const SET_UP_PAYOUTS_TO_GET_PAID = 'Set up payouts to get paid';
export const CHECK_YOUR_BANK_DETAILS = 'Check your bank details';
export const TEST_PAYOUTS_UNAVAILABLE = 'The built-in test payout account is not available here.';
export const payoutOnItsWaySubject = (amount: string) => `Your payout of ${amount} is on its way`;
