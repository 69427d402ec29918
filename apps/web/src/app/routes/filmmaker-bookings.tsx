import { FilmmakerBookingsPage } from '../../features/bookings/components/filmmaker-bookings-page';
import { FilmmakerOnly } from '../../features/bookings/components/filmmaker-only';

export function FilmmakerBookingsRoute() {
  return (
    <FilmmakerOnly title="My Bookings">
      <FilmmakerBookingsPage />
    </FilmmakerOnly>
  );
}
