import { FilmmakerDashboardPage } from '../../features/bookings/components/filmmaker-dashboard-page';
import { FilmmakerOnly } from '../../features/bookings/components/filmmaker-only';

export function FilmmakerDashboardRoute() {
  return (
    <FilmmakerOnly title="Filmmaker Dashboard">
      <FilmmakerDashboardPage />
    </FilmmakerOnly>
  );
}
