import { ComingSoon } from '../../components/coming-soon';

export function FilmmakerDashboardRoute() {
  return <ComingSoon title="Filmmaker Dashboard" />;
}
