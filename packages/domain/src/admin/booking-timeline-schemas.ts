import { z } from 'zod';
import { adminClaimSchema } from '../bookings/claim-schemas.ts';
import { adminBookingSchema } from './admin-schemas.ts';

/** One line of a booking's history in the console: what happened, when, who did it, what money moved. */
export const timelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['status', 'payment', 'refund', 'payout', 'operator', 'claim']),
  text: z.string(),
  /** An email, 'SetSpot' (the system or an operator's email), or null when not known. */
  by: z.string().nullable(),
  amountCents: z.number().int().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const adminBookingDetailSchema = z.object({
  booking: adminBookingSchema.extend({
    renterEmail: z.string().nullable(),
    ownerEmail: z.string().nullable(),
    chargedCents: z.number().int(),
    cancelledBy: z.string().nullable(),
  }),
  timeline: z.array(timelineEventSchema),
  messageCount: z.number().int(),
  claim: adminClaimSchema.nullable(),
  /** Open claims hold the owner's payout (ADR 0048). */
  payoutHeld: z.boolean(),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/** An operator cancels with a refund they choose (0 to all that was charged) and a reason. */
export const operatorCancelSchema = z.object({
  refundCents: z.number().int().min(0).max(100_000_000),
  reason: z.string().trim().min(1, 'Please give a reason').max(1000),
});
export type OperatorCancel = z.infer<typeof operatorCancelSchema>;

/** An operator's refund of a finished booking, before or after its payout (ADR 0047). */
export const operatorRefundSchema = z.object({
  refundCents: z.number().int().min(1).max(100_000_000),
  reason: z.string().trim().min(1, 'Please give a reason').max(1000),
});
export type OperatorRefund = z.infer<typeof operatorRefundSchema>;
