import { AccountTypeOnly } from '../../components/account-type-only';
import { BookingRequestActions } from '../../features/bookings/components/booking-request-actions';
import { OwnerDashboardPage } from '../../features/owner-dashboard/components/owner-dashboard-page';
import { usePayoutsNotice } from '../../features/payouts/components/payouts-status';

/** Asks for the payouts with the dashboard's own data, so the notice and the figures come in one paint. */
function DashboardWithPayoutsNotice() {
  return (
    <OwnerDashboardPage
      {...usePayoutsNotice()}
      renderBookingActions={(booking) => <BookingRequestActions booking={booking} />}
    />
  );
}

/** The dashboard lists the latest requests; the bookings feature answers them. */
export function OwnerDashboardRoute() {
  return (
    <AccountTypeOnly accountType="owner" title="Owner Dashboard">
      <DashboardWithPayoutsNotice />
    </AccountTypeOnly>
  );
}
