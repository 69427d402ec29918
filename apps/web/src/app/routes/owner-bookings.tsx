import { OwnerOnly } from '../../components/owner-only';
import { OwnerBookingsPage } from '../../features/bookings/components/owner-bookings-page';

export function OwnerBookingsRoute() {
  return (
    <OwnerOnly title="Bookings">
      <OwnerBookingsPage />
    </OwnerOnly>
  );
}
