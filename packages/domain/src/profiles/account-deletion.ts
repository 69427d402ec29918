import { z } from 'zod';

/**
 * DELETE /api/me (ADR 0017): the account's own password confirms the deletion, so a session left
 * open on a shared computer cannot erase an account.
 */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Please enter your password to confirm').max(128),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  /** Requests and bookings cancelled with it (refunds follow by the cancellation policy). */
  cancelledBookings: z.number().int().nonnegative(),
  withdrawnListings: z.number().int().nonnegative(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

export { ACCOUNT_DELETION_CONSEQUENCES, INCORRECT_PASSWORD } from './account-deletion-texts.ts';
