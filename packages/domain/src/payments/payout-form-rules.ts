// The built-in test payout account form's rules without zod, so the page can check them without loading it.

export const ACCOUNT_HOLDER_MISSING = 'Enter the account holder’s name';
export const ROUTING_NUMBER = /^\d{9}$/;
export const ROUTING_NUMBER_INVALID = 'A routing number has 9 digits';
export const ACCOUNT_NUMBER = /^\d{4,17}$/;
export const ACCOUNT_NUMBER_INVALID = 'An account number has 4 to 17 digits';
