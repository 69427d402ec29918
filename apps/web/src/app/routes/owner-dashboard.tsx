import { lazy, Suspense } from 'react';
import { AccountTypeOnly } from '../../components/account-type-only';
import { BookingRequestActions } from '../../features/bookings/components/booking-request-actions';
import { OwnerDashboardPage } from '../../features/owner-dashboard/components/owner-dashboard-page';

// Lazy: the notice is small and comes after the page; its chunk stays out of every page's preloads.
const SetUpPayoutsNotice = lazy(() => import('../../features/payouts/components/payouts-status'));

/** The dashboard lists the latest requests; the bookings feature answers them. */
export function OwnerDashboardRoute() {
  return (
    <AccountTypeOnly accountType="owner" title="Owner Dashboard">
      <Suspense fallback={null}>
        <SetUpPayoutsNotice />
      </Suspense>
      <OwnerDashboardPage renderBookingActions={(booking) => <BookingRequestActions booking={booking} />} />
    </AccountTypeOnly>
  );
}
