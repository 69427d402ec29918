import { ComingSoon } from '../../components/coming-soon';

export function LocationRoute() {
  return <ComingSoon title="Location Details" />;
}
