import { AccountTypeOnly } from '../../components/account-type-only';
import { BookingRequestActions } from '../../features/bookings/components/booking-request-actions';
import { OwnerDashboardPage } from '../../features/owner-dashboard/components/owner-dashboard-page';
import { useOwnerPayouts } from '../../features/payouts/api/get-owner-payouts';
import { SetUpPayoutsNotice } from '../../features/payouts/components/payouts-status';

/** Asked with the dashboard's own data, so the notice and the figures appear in one paint. */
function DashboardWithPayoutsNotice() {
  const payouts = useOwnerPayouts();
  return (
    <OwnerDashboardPage
      notice={<SetUpPayoutsNotice payouts={payouts.data} />}
      noticePending={payouts.isPending}
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
