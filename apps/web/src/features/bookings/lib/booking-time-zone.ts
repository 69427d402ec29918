import type { Booking } from '@setspot/domain/bookings/booking-schemas';

/**
 * The zone a booking's dates are days in: its listing's. Time buckets and the cancel deadline are
 * judged there, as the server judges them.
 */
export function bookingTimeZone(booking: Pick<Booking, 'location'>): string {
  return booking.location.timeZone;
}
