import { AccountTypeOnly } from '../../components/account-type-only';
import { BookingRequestActions } from '../../features/bookings/components/booking-request-actions';
import { OwnerDashboardPage } from '../../features/owner-dashboard/components/owner-dashboard-page';

/** The dashboard lists the latest requests; the bookings feature answers them. */
export function OwnerDashboardRoute() {
  return (
    <AccountTypeOnly accountType="owner" title="Owner Dashboard">
      <OwnerDashboardPage renderBookingActions={(booking) => <BookingRequestActions booking={booking} />} />
    </AccountTypeOnly>
  );
}
