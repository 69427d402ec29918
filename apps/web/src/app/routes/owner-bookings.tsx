import { AccountTypeOnly } from '../../components/account-type-only';
import { OwnerBookingsPage } from '../../features/bookings/components/owner-bookings-page';
import { usePayoutsNotice } from '../../features/payouts/components/payouts-status';
import { OwnerBookingReviews } from '../../features/reviews/components/owner-booking-reviews';

/** Asks for the payouts with the bookings, so the notice and the list come in one paint. */
function BookingsWithPayoutsNotice() {
  return (
    <OwnerBookingsPage
      {...usePayoutsNotice()}
      renderBookingExtras={(booking) => <OwnerBookingReviews booking={booking} />}
    />
  );
}

/** The bookings feature lists the requests; the reviews feature adds reviews of each filmmaker. */
export function OwnerBookingsRoute() {
  return (
    <AccountTypeOnly accountType="owner" title="Bookings">
      <BookingsWithPayoutsNotice />
    </AccountTypeOnly>
  );
}
