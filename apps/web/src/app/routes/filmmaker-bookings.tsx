import { ComingSoon } from '../../components/coming-soon';

export function FilmmakerBookingsRoute() {
  return <ComingSoon title="My Bookings" />;
}
