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

export const INCORRECT_PASSWORD = 'That password is not correct';

/** What the confirmation dialog says will happen (DESIGN section 2). */
export const ACCOUNT_DELETION_CONSEQUENCES = [
  'Your profile, login and profile photo are removed, and you are signed out everywhere.',
  'Requests and bookings still to come are cancelled: as a filmmaker you are refunded by the cancellation policy; as an owner your renters are refunded in full and emailed.',
  'Your listings are withdrawn from search.',
  'Messages stay with the people you wrote to, shown as from "Deleted user"; your reviews stay as "Anonymous".',
] as const;
