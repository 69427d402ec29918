import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { RenterReviewAction } from './renter-review-action';
import { RenterReviews } from './renter-reviews';

/**
 * Reviews on one of the owner's bookings: a request shows what other owners wrote about the
 * filmmaker; a completed booking lets the owner review them.
 */
export function OwnerBookingReviews({ booking }: { booking: OwnerBooking }) {
  const renter = booking.renter;
  if (!renter) return null;
  const name = `${renter.firstName} ${renter.lastName}`.trim() || 'the filmmaker';
  if (booking.status === 'completed') return <RenterReviewAction bookingId={booking.id} renterName={name} />;
  if (booking.status === 'pending') return <RenterReviews renterId={renter.id} renterName={name} />;
  return null;
}
