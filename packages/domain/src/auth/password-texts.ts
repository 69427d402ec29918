// Apart from the schemas (password-schemas.ts), so that the reset page shows them without zod.
/** Better Auth's refusal of a used, unknown or expired reset link (its code, in the query or the body). */
export const INVALID_RESET_TOKEN = 'INVALID_TOKEN';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used.';
/** The sign-up toast for a weak password, whose reasons are shown once, at the password field. */
export const WEAK_PASSWORD_TOAST =
  'Please choose a stronger password: the reasons are under the password field.';
