import { z } from 'zod';
import { calendarDateSchema, idSchema, instantSchema, moneySchema } from '../common/common-schemas.ts';
import { FILMMAKER_BOOKINGS_PAGE_SIZE } from '../common/constants.ts';
import { bookingStatusSchema } from './booking-status-schema.ts';
import { paymentStatusSchema } from './payment-status.ts';
import type { RefundTierId } from './refunds.ts';

// 'operator': SetSpot cancelled it from the operator console (ADR 0048).
export const CANCELLED_BY = ['renter', 'owner', 'operator'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** Product section 3 Booking plus what architecture section 2 adds (request details, cancellation, refund). */
export const bookingSchema = z.object({
  id: idSchema,
  locationId: idSchema,
  /** Null once the renter deleted their account: the owner keeps the record. */
  renterId: idSchema.nullable(),
  /** The listing's owner, so the renter can message them; null once the owner deleted their account. */
  ownerId: idSchema.nullable().optional(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  /** The booking fee: days × daily price (product section 9). */
  totalPrice: moneySchema,
  /** Charged on top of the booking fee and kept on a renter's cancellation (docs/decisions/0036). */
  serviceFee: moneySchema,
  status: bookingStatusSchema,
  paymentStatus: paymentStatusSchema,
  projectDetails: z.string().nullable(),
  crewSize: z.number().int().min(1),
  specialRequests: z.string().nullable(),
  approvedAt: instantSchema.nullable(),
  rejectedAt: instantSchema.nullable(),
  rejectionReason: z.string().nullable(),
  cancelledAt: instantSchema.nullable(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancellationReason: z.string().nullable(),
  /** Dollars returned to the renter on cancellation of a paid booking; null when nothing was charged. */
  refundAmount: moneySchema.nullable(),
  /** When a pending request stops holding its dates unless answered (architecture section 5). */
  expiresAt: instantSchema.nullable(),
  createdAt: instantSchema,
  location: z.object({
    title: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    /** IANA zone the booking's days are counted in. */
    timeZone: z.string(),
  }),
  /** Present in the owner's views, so a request shows who is asking; null for a deleted account. */
  renter: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }).nullable().optional(),
  /** Present in the owner's views: SetSpot's fee on the booking fee and what the owner earns. */
  earnings: z
    .object({
      platformFeePercent: z.number().min(0).max(100),
      platformFee: moneySchema,
      net: moneySchema,
      /** What one day at the daily price earns, by the same rounding. */
      netPerDay: moneySchema,
    })
    .optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** One booking: answers of GET /api/bookings/{id}, POST /api/bookings and every transition. */
export const bookingResponseSchema = z.object({ booking: bookingSchema });

/**
 * The filmmaker's tabs (product section 2 'Filmmaker bookings'), each booking judged by the day in its
 * listing's time zone (time-buckets.ts). A booking that will not be shot (cancelled, rejected, lapsed)
 * is under Past whatever its dates.
 */
export const MY_BOOKING_TABS = ['upcoming', 'active', 'past', 'all'] as const;
export type MyBookingTab = (typeof MY_BOOKING_TABS)[number];

/**
 * GET /api/me/bookings?tab=&page=&pageSize=&order=: one page of the signed-in renter's bookings.
 * 'start' (the default) is the spec's order, start date descending; 'requested' is newest request
 * first (the dashboard's recent bookings).
 */
export const myBookingsQuerySchema = z.strictObject({
  tab: z.enum(MY_BOOKING_TABS).default('all'),
  order: z.enum(['start', 'requested']).default('start'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(FILMMAKER_BOOKINGS_PAGE_SIZE)
    .default(FILMMAKER_BOOKINGS_PAGE_SIZE),
});
export type MyBookingsQuery = z.output<typeof myBookingsQuerySchema>;

export const myBookingCountsSchema = z.object({
  upcoming: z.number().int().min(0),
  active: z.number().int().min(0),
  past: z.number().int().min(0),
  all: z.number().int().min(0),
});
export type MyBookingCounts = z.infer<typeof myBookingCountsSchema>;

/** The page asked for, and how many bookings each tab holds (the tabs' counts and the dashboard's). */
export const myBookingsResponseSchema = z.object({
  items: z.array(bookingSchema).max(FILMMAKER_BOOKINGS_PAGE_SIZE),
  counts: myBookingCountsSchema,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
});
export type MyBookingsPage = z.infer<typeof myBookingsResponseSchema>;

/** POST /api/bookings/{id}/checkout answer: where the browser goes to pay. */
export const checkoutResponseSchema = z.object({ url: z.string().min(1) });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /api/bookings/{id}/cancel. The renter may give a reason; the owner must (the service checks). */
export const cancelBookingSchema = z
  .object({
    reason: z.string().trim().max(1000, 'Please keep the reason under 1000 characters').nullish(),
  })
  .nullish()
  .transform((body) => ({ reason: body?.reason ? body.reason : null }));
export type CancelBooking = z.output<typeof cancelBookingSchema>;

/** GET /api/bookings/{id}/refund-quote: what cancelling now would return to the renter. */
export const refundQuoteSchema = z.object({
  percent: z.number().int().min(0).max(100),
  refundAmount: moneySchema,
  chargedAmount: moneySchema,
  tier: z.enum(['full', 'most', 'half', 'none'] as const satisfies readonly RefundTierId[]),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;
