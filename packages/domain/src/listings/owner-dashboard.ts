import { z } from 'zod';
import { bookingSchema } from '../bookings/booking-schemas.ts';
import { bookingStatusSchema } from '../bookings/booking-status-schema.ts';
import { idSchema } from '../common/common-schemas.ts';
import {
  OWNER_BOOKINGS_PAGE_SIZE,
  OWNER_RECENT_BOOKING_REQUESTS,
  OWNER_RECENT_PROPERTIES,
} from '../common/constants.ts';
import { ownerListingSchema } from './owner-listing.ts';

/**
 * A booking as its location's owner sees it. The renter is null once they deleted their account
 * (the owner keeps the record, architecture section 2).
 */
export const ownerBookingSchema = bookingSchema.extend({
  renter: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }).nullable(),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

/** GET /api/owner/dashboard (product section 2 'Owner dashboard', section 9 counts). */
export const ownerDashboardSchema = z.object({
  totalProperties: z.number().int().min(0),
  totalBookingRequests: z.number().int().min(0),
  pendingBookingRequests: z.number().int().min(0),
  recentProperties: z.array(ownerListingSchema).max(OWNER_RECENT_PROPERTIES),
  recentBookingRequests: z.array(ownerBookingSchema).max(OWNER_RECENT_BOOKING_REQUESTS),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;

/** GET /api/owner/bookings?status=&page=: bookings on the owner's listings, newest request first. */
export const ownerBookingsQuerySchema = z.strictObject({
  status: bookingStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const ownerBookingsPageSchema = z.object({
  items: z.array(ownerBookingSchema).max(OWNER_BOOKINGS_PAGE_SIZE),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.literal(OWNER_BOOKINGS_PAGE_SIZE),
  pageCount: z.number().int().min(0),
});
export type OwnerBookingsPage = z.infer<typeof ownerBookingsPageSchema>;
