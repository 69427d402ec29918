// Apart from the schemas (account-deletion.ts), so that the dialog shows them without zod.
export const INCORRECT_PASSWORD = 'That password is not correct';
/** What the confirmation dialog says will happen (architecture section 2). */
export const ACCOUNT_DELETION_CONSEQUENCES = [
  'Your profile, login and profile photo are removed, and you are signed out everywhere.',
  'Requests and bookings still to come are cancelled: as a filmmaker you are refunded by the cancellation policy; as an owner your renters are refunded in full and emailed.',
  'Your listings are withdrawn from search.',
  'Messages stay with the people you wrote to, shown as from "Deleted user"; your reviews stay as "Anonymous".',
  'Money you are still owed is paid out to your bank as usual, and payment records keep it under "Deleted user".',
] as const;
