import { MUST_BE_LOGGED_IN_TO_UPDATE } from '@setspot/domain/listings/listing-texts';
import { useParams } from 'react-router';
import { AccountTypeOnly } from '../../components/account-type-only';
import { RequireAuth } from '../../components/require-auth';
import { EditListingPage } from '../../features/listing-wizard/components/edit-listing-page';

export function EditPropertyRoute() {
  const { id = '' } = useParams();
  return (
    <RequireAuth message={MUST_BE_LOGGED_IN_TO_UPDATE}>
      <AccountTypeOnly accountType="owner" title="Edit Your Property">
        {/* Keyed by id: moving to another listing starts a fresh form, not a stale one. */}
        <EditListingPage key={id} listingId={id} />
      </AccountTypeOnly>
    </RequireAuth>
  );
}
