import { z } from 'zod';

/**
 * The spec's pardonable events (section 9, cancellation policy): a full refund, service fee included,
 * when documentation is submitted within 48 hours of the cancellation request.
 */
export const PARDONABLE_EVENTS = [
  'natural_disaster',
  'medical_emergency',
  'government_restriction',
  'death_in_family',
  'military_deployment',
  'location_damage',
  'legal_injunction',
] as const;
export type PardonableEvent = (typeof PARDONABLE_EVENTS)[number];

/** The names the cancellation policy page uses, in its order. */
export const PARDONABLE_EVENT_NAMES: Readonly<Record<PardonableEvent, string>> = {
  natural_disaster: 'Natural disasters',
  medical_emergency: 'Medical emergencies',
  government_restriction: 'Government restrictions',
  death_in_family: 'Death in immediate family',
  military_deployment: 'Military deployment',
  location_damage: 'Location damage',
  legal_injunction: 'Legal injunction',
};

export const CLAIM_STATUSES = ['open', 'approved', 'declined'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How long after the cancellation request documentation is taken: 48 hours. */
export const CLAIM_WINDOW_MS = 48 * 60 * 60 * 1000;
/** Files per claim, each at most 10 MB (the photo upload's bound). */
export const MAX_CLAIM_DOCUMENTS = 4;

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
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminClaimsPage = z.infer<typeof adminClaimsPageSchema>;
