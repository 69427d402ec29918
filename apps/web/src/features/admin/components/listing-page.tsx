import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminListing } from '../api/get-admin-listing';
import { adminPaths } from '../lib/admin-paths';
import { AdminQueryState } from './admin-states';
import { AuditTrail } from './audit-trail';
import { ReasonAction } from './reason-action';
import { ListingStatusBadge, ReportsTable } from './record-tables';

/** One listing for an operator: its state, hide or restore with a reason, its reports and audit trail. */
export function ListingPage({ id }: { id: string }) {
  const query = useAdminListing(id);
  useDocumentTitle(query.data ? `${query.data.listing.title} · Operations` : 'Listing · Operations');
  if (!query.data) {
    return (
      <AdminQueryState error={query.error} isLoading={query.isLoading} refetch={() => void query.refetch()} />
    );
  }
  const { listing, reports, audit } = query.data;
  const base = `/api/admin/listings/${listing.id}`;
  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-border bg-surface p-5">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            <Link to={adminPaths.listings} className="hover:underline">
              Listings
            </Link>
          </p>
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{listing.title}</h1>
          <p>
            {listing.city}, {listing.state} · <span className="capitalize">{listing.type}</span>
          </p>
          <p className="text-sm [overflow-wrap:anywhere]">
            Owner:{' '}
            {listing.ownerId ? (
              <Link to={adminPaths.user(listing.ownerId)} className="text-primary hover:underline">
                {listing.ownerEmail}
              </Link>
            ) : (
              'deleted account'
            )}
          </p>
          <ListingStatusBadge status={listing.status} />
          {listing.hiddenReason ? <p className="text-sm">Hidden: {listing.hiddenReason}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {listing.status === 'live' ? (
            <ReasonAction
              label="Hide listing"
              variant="destructive"
              title={`Hide "${listing.title}"?`}
              consequence="It leaves search and its page at once. The owner is emailed your reason."
              path={`${base}/hide`}
              done="Listing hidden"
            />
          ) : null}
          {listing.status === 'hidden' ? (
            <ReasonAction
              label="Restore listing"
              title={`Show "${listing.title}" again?`}
              consequence="It is back in search and on its page. The owner is emailed."
              path={`${base}/restore`}
              done="Listing restored"
            />
          ) : null}
          {listing.status === 'in_review' ? (
            <>
              <ReasonAction
                label="Approve listing"
                title={`Approve "${listing.title}"?`}
                consequence="It goes live in search and on its page. The owner is emailed."
                path={`${base}/approve`}
                done="Listing approved"
              />
              <ReasonAction
                label="Reject listing"
                variant="destructive"
                title={`Reject "${listing.title}"?`}
                consequence="It stays out of search. The owner is emailed your reason and can edit it."
                path={`${base}/reject`}
                done="Listing rejected"
              />
            </>
          ) : null}
          {listing.status !== 'withdrawn' ? (
            <Link to={`/location/${listing.id}`} className="self-center text-sm text-primary hover:underline">
              Open its page
            </Link>
          ) : null}
        </div>
      </header>
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">Reports</h2>
        <ReportsTable reports={reports} />
      </section>
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">Audit trail</h2>
        <AuditTrail entries={audit} />
      </section>
    </div>
  );
}
