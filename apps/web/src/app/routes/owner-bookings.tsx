import { AccountTypeOnly } from '../../components/account-type-only';
import { OwnerBookingsPage } from '../../features/bookings/components/owner-bookings-page';
import { useOwnerPayouts } from '../../features/payouts/api/get-owner-payouts';
import { SetUpPayoutsNotice } from '../../features/payouts/components/payouts-status';
import { OwnerBookingReviews } from '../../features/reviews/components/owner-booking-reviews';

/** Asked with the bookings, so the notice and the list appear in one paint. */
function BookingsWithPayoutsNotice() {
  const payouts = useOwnerPayouts();
  return (
    <OwnerBookingsPage
      notice={<SetUpPayoutsNotice payouts={payouts.data} />}
      noticePending={payouts.isPending}
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
