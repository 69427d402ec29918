import { ComingSoon } from '../../components/coming-soon';

export function ListPropertyRoute() {
  return <ComingSoon title="List Your Property" />;
}
