import type { Booking } from '@setspot/domain/bookings/booking-schemas';

/** A request can be paid for while it is pending and no card has been authorised for it yet. */
export function canPayFor(booking: Pick<Booking, 'status' | 'paymentStatus'>): boolean {
  return (
    booking.status === 'pending' && (booking.paymentStatus === 'unpaid' || booking.paymentStatus === 'failed')
  );
}
