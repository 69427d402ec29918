import { MUST_BE_LOGGED_IN_TO_LIST } from '@setspot/domain/listings/listing-texts';
import { AccountTypeOnly } from '../../components/account-type-only';
import { RequireAuth } from '../../components/require-auth';
import { CreateListingPage } from '../../features/listing-wizard/components/create-listing-page';

export function ListPropertyRoute() {
  return (
    <RequireAuth message={MUST_BE_LOGGED_IN_TO_LIST}>
      <AccountTypeOnly accountType="owner" title="List Your Property">
        <CreateListingPage />
      </AccountTypeOnly>
    </RequireAuth>
  );
}
