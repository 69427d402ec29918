import { lazy, Suspense } from 'react';
import { AccountTypeOnly } from '../../components/account-type-only';
import { OwnerBookingsPage } from '../../features/bookings/components/owner-bookings-page';
import { OwnerBookingReviews } from '../../features/reviews/components/owner-booking-reviews';

// Lazy: the notice is small and comes after the page; its chunk stays out of every page's preloads.
const SetUpPayoutsNotice = lazy(() => import('../../features/payouts/components/payouts-status'));

/** The bookings feature lists the requests; the reviews feature adds reviews of each filmmaker. */
export function OwnerBookingsRoute() {
  return (
    <AccountTypeOnly accountType="owner" title="Bookings">
      <Suspense fallback={null}>
        <SetUpPayoutsNotice />
      </Suspense>
      <OwnerBookingsPage renderBookingExtras={(booking) => <OwnerBookingReviews booking={booking} />} />
    </AccountTypeOnly>
  );
}
