import { AccountTypeOnly } from '../../components/account-type-only';
import { OwnerListingsPage } from '../../features/owner-dashboard/components/owner-listings-page';

export function OwnerListingsRoute() {
  return (
    <AccountTypeOnly accountType="owner" title="My Listings">
      <OwnerListingsPage />
    </AccountTypeOnly>
  );
}
