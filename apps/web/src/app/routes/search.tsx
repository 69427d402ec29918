import { ComingSoon } from '../../components/coming-soon';

export function SearchRoute() {
  return <ComingSoon title="Browse Locations" />;
}
