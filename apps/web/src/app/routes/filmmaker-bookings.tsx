import { AccountTypeOnly } from '../../components/account-type-only';
import { FilmmakerBookingsPage } from '../../features/bookings/components/filmmaker-bookings-page';

export function FilmmakerBookingsRoute() {
  return (
    <AccountTypeOnly accountType="filmmaker" title="My Bookings">
      <FilmmakerBookingsPage />
    </AccountTypeOnly>
  );
}
