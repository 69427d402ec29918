import { OwnerOnly } from '../../components/owner-only';
import { OwnerDashboardPage } from '../../features/owner-dashboard/components/owner-dashboard-page';

export function OwnerDashboardRoute() {
  return (
    <OwnerOnly title="Owner Dashboard">
      <OwnerDashboardPage />
    </OwnerOnly>
  );
}
