import { z } from 'zod';

/** How many days the operator console's overview looks back. */
export const OVERVIEW_DAYS = 30;

const count = z.number().int().min(0);

/** The operator console's overview (ADR 0049): the last 30 days at a glance. Money in cents. */
export const adminOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Confirmed and completed bookings requested in the window: rent plus service fee. */
  bookingValueCents: count,
  bookingsByStatus: z.record(z.string(), count),
  requests: z.object({
    received: count,
    answered: count,
    /** Median time from request to the owner's answer, in minutes; null when none was answered. */
    medianAnswerMinutes: z.number().nullable(),
  }),
  newUsersByType: z.record(z.string(), count),
  liveListings: count,
  openReports: count,
  /** Null until the claims table exists (pardonable-event claims are built separately). */
  openClaims: count.nullable(),
  failedPayouts: count,
  /** Null until payments reconciliation records its differences. */
  reconciliationDifferences: count.nullable(),
  /** One entry per day of the window, oldest first, days without bookings included. */
  perDay: z.array(z.object({ day: z.string(), bookings: count, valueCents: count })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
