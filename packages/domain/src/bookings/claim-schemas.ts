import { z } from 'zod';
import { CLAIM_STATUSES, PARDONABLE_EVENTS } from './claim-events.ts';

export type { ClaimStatus, PardonableEvent } from './claim-events.ts';

export const newClaimSchema = z.object({
  event: z.enum(PARDONABLE_EVENTS, { error: 'Please choose the pardonable event' }),
  details: z.string().trim().max(2000).optional(),
});
export type NewClaim = z.infer<typeof newClaimSchema>;

export const claimDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type ClaimDocument = z.infer<typeof claimDocumentSchema>;

/** A claim as its renter and operators read it. */
export const claimSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  event: z.enum(PARDONABLE_EVENTS),
  details: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  refundCents: z.number().int().nullable(),
  createdAt: z.string(),
  /** Until when documentation is taken (48 hours after the cancellation request). */
  documentsDueAt: z.string(),
  documents: z.array(claimDocumentSchema),
});
export type Claim = z.infer<typeof claimSchema>;

/** A booking's claim, or null when none was filed. */
export const bookingClaimResponseSchema = z.object({ claim: claimSchema.nullable() });

export const claimDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline']),
  reason: z.string().trim().min(1, 'Please give a reason').max(1000),
});
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

/** A claim in the operators' queue, with its booking's facts. */
export const adminClaimSchema = claimSchema.extend({
  renterEmail: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  listingTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  cancelledAt: z.string().nullable(),
  chargedCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

export const adminClaimsQuerySchema = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminClaimsPageSchema = z.object({
  items: z.array(adminClaimSchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminClaimsPage = z.infer<typeof adminClaimsPageSchema>;
