import { AccountTypeOnly } from '../../components/account-type-only';
import { FilmmakerDashboardPage } from '../../features/bookings/components/filmmaker-dashboard-page';

export function FilmmakerDashboardRoute() {
  return (
    <AccountTypeOnly accountType="filmmaker" title="Filmmaker Dashboard">
      <FilmmakerDashboardPage />
    </AccountTypeOnly>
  );
}
