import { z } from 'zod';
import { calendarDateSchema, idSchema, instantSchema, moneySchema } from '../shared/common-schemas.ts';
import { bookingStatusSchema } from './booking-status.ts';
import { paymentStatusSchema } from './payment-status.ts';

/** Spec section 3 Booking plus what DESIGN section 2 adds (request details, cancellation, refund). */
export const bookingSchema = z.object({
  id: idSchema,
  locationId: idSchema,
  renterId: idSchema,
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  totalPrice: moneySchema,
  status: bookingStatusSchema,
  paymentStatus: paymentStatusSchema,
  projectDetails: z.string().nullable(),
  crewSize: z.number().int().min(1),
  specialRequests: z.string().nullable(),
  approvedAt: instantSchema.nullable(),
  rejectedAt: instantSchema.nullable(),
  rejectionReason: z.string().nullable(),
  cancelledAt: instantSchema.nullable(),
  refundAmount: moneySchema.nullable(),
  createdAt: instantSchema,
  location: z.object({
    title: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  /** Present in the owner's views, so a request shows who is asking. */
  renter: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }).optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** POST /api/bookings/{id}/checkout answer: where the browser goes to pay. */
export const checkoutResponseSchema = z.object({ url: z.string().min(1) });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
