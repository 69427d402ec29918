import { OwnerOnly } from '../../components/owner-only';
import { OwnerBookingsPage } from '../../features/bookings/components/owner-bookings-page';
import { SetUpPayoutsNotice } from '../../features/payouts/components/set-up-payouts-notice';
import { OwnerBookingReviews } from '../../features/reviews/components/owner-booking-reviews';

/** The bookings feature lists the requests; the reviews feature adds reviews of each filmmaker. */
export function OwnerBookingsRoute() {
  return (
    <OwnerOnly title="Bookings">
      <SetUpPayoutsNotice />
      <OwnerBookingsPage renderBookingExtras={(booking) => <OwnerBookingReviews booking={booking} />} />
    </OwnerOnly>
  );
}
