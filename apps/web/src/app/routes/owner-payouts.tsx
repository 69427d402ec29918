import { lazy, Suspense } from 'react';
import { AccountTypeOnly } from '../../components/account-type-only';

// The page loads behind the route, so the app shell lists one file for it: the list-property route
// shares that shell and is at its JavaScript budget.
const OwnerPayoutsPage = lazy(() =>
  import('../../features/payouts/components/owner-payouts-page').then((module) => ({
    default: module.OwnerPayoutsPage,
  })),
);

export function OwnerPayoutsRoute() {
  return (
    <AccountTypeOnly accountType="owner" title="Payouts">
      <Suspense fallback={<p className="sr-only">Loading...</p>}>
        <OwnerPayoutsPage />
      </Suspense>
    </AccountTypeOnly>
  );
}
