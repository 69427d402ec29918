import { MUST_BE_LOGGED_IN_TO_LIST } from '@setspot/domain/listings/listing-texts';
import { OwnerOnly } from '../../components/owner-only';
import { RequireAuth } from '../../components/require-auth';
import { CreateListingPage } from '../../features/listing-wizard/components/create-listing-page';

export function ListPropertyRoute() {
  return (
    <RequireAuth message={MUST_BE_LOGGED_IN_TO_LIST}>
      <OwnerOnly title="List Your Property">
        <CreateListingPage />
      </OwnerOnly>
    </RequireAuth>
  );
}
