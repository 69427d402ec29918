import { z } from 'zod';
import { bookingSchema } from '../bookings/booking-schemas.ts';
import { idSchema } from '../shared/common-schemas.ts';
import { OWNER_RECENT_BOOKING_REQUESTS, OWNER_RECENT_PROPERTIES } from '../shared/constants.ts';
import { ownerListingSchema } from './owner-listing.ts';

/**
 * A booking as its location's owner sees it. The renter is null once they deleted their account
 * (the owner keeps the record, DESIGN section 2).
 */
export const ownerBookingSchema = bookingSchema.extend({
  renterId: idSchema.nullable(),
  renter: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }).nullable(),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

/** GET /api/owner/dashboard (spec section 2 'Owner dashboard', section 9 counts). */
export const ownerDashboardSchema = z.object({
  totalProperties: z.number().int().min(0),
  totalBookingRequests: z.number().int().min(0),
  pendingBookingRequests: z.number().int().min(0),
  recentProperties: z.array(ownerListingSchema).max(OWNER_RECENT_PROPERTIES),
  recentBookingRequests: z.array(ownerBookingSchema).max(OWNER_RECENT_BOOKING_REQUESTS),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;

/** GET /api/owner/bookings: every booking on the owner's listings, newest request first. */
export const ownerBookingsResponseSchema = z.object({ items: z.array(ownerBookingSchema) });
