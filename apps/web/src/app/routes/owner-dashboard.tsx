import { ComingSoon } from '../../components/coming-soon';

export function OwnerDashboardRoute() {
  return <ComingSoon title="Owner Dashboard" />;
}
