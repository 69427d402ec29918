import { OwnerOnly } from '../../components/owner-only';
import { OwnerListingsPage } from '../../features/owner-dashboard/components/owner-listings-page';

export function OwnerListingsRoute() {
  return (
    <OwnerOnly title="My Listings">
      <OwnerListingsPage />
    </OwnerOnly>
  );
}
