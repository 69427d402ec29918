import { PageHeading } from '../../../components/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminListings } from '../api/get-admin-listings';
import { matchCount } from '../lib/match-count';
import { AdminQueryState } from './admin-states';
import { ListFilters, useListParams } from './list-filters';
import { ListingsTable } from './record-tables';

/** Every listing, searched by title, city or owner and filtered by state, a page at a time. */
export function ListingsPage() {
  useDocumentTitle('Listings · Operations');
  const { values, page, set, hrefFor } = useListParams(['q', 'state']);
  const params = { q: values.q ?? '', state: values.state ?? '', page };
  const listings = useAdminListings(params);
  return (
    <div className="grid gap-6">
      <PageHeading title="Listings" description="Hide a listing that breaks the rules, or show it again." />
      <ListFilters
        searchLabel="Title, city or owner email"
        query={params.q}
        values={values}
        onChange={set}
        selects={[
          {
            name: 'state',
            label: 'Status',
            options: [
              ['live', 'Live'],
              ['hidden', 'Hidden'],
              ['withdrawn', 'Withdrawn'],
              ['in_review', 'In review'],
              ['rejected', 'Rejected'],
            ],
          },
        ]}
      />
      {listings.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {matchCount(listings.data, 'listing', 'listings')}
          </p>
          <ListingsTable listings={listings.data.items} />
          <Pagination page={listings.data.page} pageCount={listings.data.pageCount} hrefFor={hrefFor} />
        </>
      ) : (
        <AdminQueryState
          error={listings.error}
          isLoading={listings.isLoading}
          refetch={() => void listings.refetch()}
        />
      )}
    </div>
  );
}
