import { z } from 'zod';
import { calendarDateSchema, idSchema, instantSchema, uuidSchema } from '../common/common-schemas.ts';
import { REASON_REQUIRED } from './admin-texts.ts';
import { REPORT_REASONS, REPORT_RESOLUTIONS, REPORT_TARGETS } from './report-reasons.ts';

const reportReasonSchema = z.enum(REPORT_REASONS);
const reportTargetSchema = z.enum(REPORT_TARGETS);
const reportResolutionSchema = z.enum(REPORT_RESOLUTIONS);

// The operator console's contract (docs/decisions/0038-operators.md). Lists are paged on the server.

export const ADMIN_PAGE_SIZE = 25;

const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const searchTextSchema = z.string().trim().max(200).optional();

/** A reason an operator gives: required, kept in the audit log and, where it says so, emailed. */
export const operatorReasonSchema = z.object({
  reason: z.string().trim().min(1, REASON_REQUIRED).max(1000),
});

export const adminUsersQuerySchema = z.object({
  q: searchTextSchema,
  type: z.enum(['owner', 'filmmaker']).optional(),
  state: z.enum(['active', 'suspended', 'unconfirmed', 'operator']).optional(),
  page: pageSchema,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  userType: z.string(),
  emailVerified: z.boolean(),
  operator: z.boolean(),
  suspendedAt: instantSchema.nullable(),
  suspensionReason: z.string().nullable(),
  createdAt: instantSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** More match than `total`: the server counts up to 1,000 rows past the page (ADR 0051). */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });
}

export const adminUsersPageSchema = pageOf(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: instantSchema,
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  targetType: z.enum(['user', 'listing', 'booking', 'review', 'report']).optional(),
  targetId: uuidSchema().optional(),
  page: pageSchema,
});
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

// 'in_review' and 'rejected': the review queue (LISTING_REVIEW, ADR 0048).
export const adminListingStateSchema = z.enum(['live', 'hidden', 'withdrawn', 'in_review', 'rejected']);
export const adminListingsQuerySchema = z.object({
  q: searchTextSchema,
  state: adminListingStateSchema.optional(),
  page: pageSchema,
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuerySchema>;

export const adminListingSchema = z.object({
  id: idSchema,
  title: z.string(),
  city: z.string(),
  state: z.string(),
  type: z.string(),
  ownerId: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  status: adminListingStateSchema,
  hiddenReason: z.string().nullable(),
  createdAt: instantSchema,
});
export type AdminListing = z.infer<typeof adminListingSchema>;
export const adminListingsPageSchema = pageOf(adminListingSchema);
export type AdminListingsPage = z.infer<typeof adminListingsPageSchema>;

export const adminBookingSchema = z.object({
  id: idSchema,
  locationId: idSchema,
  locationTitle: z.string(),
  renterId: z.string().nullable(),
  ownerId: z.string().nullable(),
  status: z.string(),
  paymentStatus: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalCents: z.number().int(),
  refundCents: z.number().int().nullable(),
  cancellationReason: z.string().nullable(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const reportSchema = z.object({
  id: idSchema,
  targetType: reportTargetSchema,
  targetId: z.string(),
  reason: reportReasonSchema,
  details: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  resolution: reportResolutionSchema.nullable(),
  resolutionNote: z.string().nullable(),
  reporterId: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  createdAt: instantSchema,
  resolvedAt: instantSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** A review on a user's page: one they wrote ('by') or one of them or their listing ('about'). */
export const adminReviewSchema = z.object({
  id: z.string(),
  direction: z.enum(['by', 'about']),
  subject: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  locationId: z.string(),
  locationTitle: z.string(),
  removedAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  listings: z.array(adminListingSchema),
  bookings: z.array(adminBookingSchema),
  reports: z.array(reportSchema),
  reviews: z.array(adminReviewSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminListingDetailSchema = z.object({
  listing: adminListingSchema,
  reports: z.array(reportSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminListingDetail = z.infer<typeof adminListingDetailSchema>;

export const suspendResultSchema = z.object({
  user: adminUserSchema,
  endedSessions: z.number().int(),
  hiddenListings: z.number().int(),
  cancelledBookings: z.number().int(),
});
export type SuspendResult = z.infer<typeof suspendResultSchema>;

export const adminIdParamsSchema = z.object({ id: uuidSchema() });

export const adminBookingsQuerySchema = z.object({
  /** A booking id, or text of the listing's title or either party's email. */
  q: searchTextSchema,
  status: z.enum(['pending', 'confirmed', 'rejected', 'cancelled', 'completed', 'expired']).optional(),
  /** Bookings whose days touch this range (either end may be left open). */
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  page: pageSchema,
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;
export const adminBookingsPageSchema = pageOf(
  adminBookingSchema.extend({ renterEmail: z.string().nullable(), ownerEmail: z.string().nullable() }),
);
export type AdminBookingsPage = z.infer<typeof adminBookingsPageSchema>;
