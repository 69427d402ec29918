import { AccountTypeOnly } from '../../components/account-type-only';
import { OwnerBookingsPage } from '../../features/bookings/components/owner-bookings-page';
import { OwnerBookingReviews } from '../../features/reviews/components/owner-booking-reviews';

/** The bookings feature lists the requests; the reviews feature adds reviews of each filmmaker. */
export function OwnerBookingsRoute() {
  return (
    <AccountTypeOnly accountType="owner" title="Bookings">
      <OwnerBookingsPage renderBookingExtras={(booking) => <OwnerBookingReviews booking={booking} />} />
    </AccountTypeOnly>
  );
}
