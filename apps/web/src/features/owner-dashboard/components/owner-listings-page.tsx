import { BREAKPOINTS } from '@setspot/domain/common/constants';
import { errorFetchingYourListings } from '@setspot/domain/listings/dashboard-texts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ListLoading } from '../../../components/list-loading';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ownerListingsQueryOptions } from '../api/get-owner-listings';
import { DashboardPage } from './dashboard-page';
import { EmptyState } from './empty-state';
import { OwnerListingCards } from './owner-listing-cards';
import { OwnerListingsTable } from './owner-listings-table';

/** /owner/listings (product section 2 'Owner listings'). */
export function OwnerListingsPage() {
  useDocumentTitle('My Listings');
  const query = useQuery(ownerListingsQueryOptions);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  const failure = query.error ? errorFetchingYourListings(errorMessage(query.error)) : null;
  useErrorToast(failure);

  let content = <ListLoading rowClassName="h-20" />;
  if (failure) content = <Alert variant="destructive">{failure}</Alert>;
  else if (query.data?.items.length === 0) {
    content = (
      <EmptyState
        title="No listings yet"
        description="List your first space and filmmakers can start finding and booking it."
        actionLabel="List your first property"
      />
    );
  } else if (query.data) {
    content = wide ? (
      <Card className="p-2">
        <OwnerListingsTable listings={query.data.items} />
      </Card>
    ) : (
      <OwnerListingCards listings={query.data.items} />
    );
  }

  return (
    <DashboardPage
      title="My Listings"
      description="Manage the spaces you offer to filmmakers."
      action={
        <Link to={paths.listProperty} className={buttonClasses({})}>
          <Plus aria-hidden="true" />
          Add New Property
        </Link>
      }
    >
      {content}
    </DashboardPage>
  );
}
