// Texts of the operator console and of what users see of it (docs/decisions/0038-operators.md).
// The suspension notice is the issue's own wording.
export const ACCOUNT_SUSPENDED = 'Your account is suspended. Contact support.';
export const OPERATORS_ONLY = 'This is only available to SetSpot operators';
export const REASON_REQUIRED = 'Please give a reason';
export const USER_NOT_FOUND = 'User not found';
export const LISTING_NOT_FOUND = 'Listing not found';
export const REPORT_NOT_FOUND = 'Report not found';
export const REVIEW_NOT_FOUND = 'Review not found';
export const ALREADY_SUSPENDED = 'This account is already suspended';
export const NOT_SUSPENDED = 'This account is not suspended';
export const ALREADY_HIDDEN = 'This listing is already hidden';
export const NOT_HIDDEN = 'This listing is not hidden';
export const ALREADY_RESOLVED = 'This report was already resolved';
export const REPORT_TARGET_NOT_FOUND = 'What you reported could not be found';
export const REMOVED_BY_SETSPOT = 'Removed by SetSpot';
export const REPORT_RECEIVED = 'Thank you. Our team will look at your report.';
export const SUSPENDED_OWNER_CANCELLATION = 'The owner’s account was suspended by SetSpot.';
export const SUSPENDED_RENTER_CANCELLATION = 'The filmmaker’s account was suspended by SetSpot.';
/** 403 code of every admin route while an operator has no two-factor sign-in (production, ADR 0049). */
export const TWO_FACTOR_REQUIRED_CODE = 'TWO_FACTOR_REQUIRED' as const;
export const TWO_FACTOR_REQUIRED =
  'Set up two-factor sign-in before using the operator console: open /admin to set it up.';
