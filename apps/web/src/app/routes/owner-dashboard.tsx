import { OwnerOnly } from '../../components/owner-only';
import { BookingRequestActions } from '../../features/bookings/components/booking-request-actions';
import { OwnerDashboardPage } from '../../features/owner-dashboard/components/owner-dashboard-page';
import { SetUpPayoutsNotice } from '../../features/payouts/components/set-up-payouts-notice';

/** The dashboard lists the latest requests; the bookings feature answers them. */
export function OwnerDashboardRoute() {
  return (
    <OwnerOnly title="Owner Dashboard">
      <SetUpPayoutsNotice />
      <OwnerDashboardPage renderBookingActions={(booking) => <BookingRequestActions booking={booking} />} />
    </OwnerOnly>
  );
}
