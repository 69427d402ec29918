import { OwnerOnly } from '../../components/owner-only';
import { OwnerPayoutsPage } from '../../features/payouts/components/owner-payouts-page';

export function OwnerPayoutsRoute() {
  return (
    <OwnerOnly title="Payouts">
      <OwnerPayoutsPage />
    </OwnerOnly>
  );
}
