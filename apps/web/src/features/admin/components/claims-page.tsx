import { PARDONABLE_EVENT_NAMES } from '@setspot/domain/bookings/claim-events';
import type { AdminClaim } from '@setspot/domain/bookings/claim-schemas';
import { CLAIM_STATUS_TEXT } from '@setspot/domain/bookings/claim-texts';
import { FileText } from 'lucide-react';
import { PageHeading } from '../../../components/page-heading';
import { Badge } from '../../../components/ui/badge';
import { Pagination } from '../../../components/ui/pagination';
import { lazyDateFormat } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClaims } from '../api/get-claims';
import { AdminQueryState } from './admin-states';
import { ListFilters, useListParams } from './list-filters';
import { ReasonAction } from './reason-action';

const when = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dollars = (cents: number) => formatMoney(cents / 100);

/** Pardonable-event claims: the documentation, the booking's money, and a final decision. */
export function ClaimsPage() {
  useDocumentTitle('Claims · Operations');
  const { values, page, set, hrefFor } = useListParams(['status']);
  const status = values.status || 'open';
  const claims = useClaims({ status, page });
  return (
    <div className="grid gap-6">
      <PageHeading
        title="Claims"
        description="Renters who cancelled for a pardonable event. Approve for a full refund, service fee included, or decline with a reason. Decisions are final."
      />
      <ListFilters
        query=""
        values={{ status }}
        onChange={set}
        selects={[
          {
            name: 'status',
            label: 'Status',
            options: [
              ['open', 'Open'],
              ['approved', 'Approved'],
              ['declined', 'Declined'],
            ],
          },
        ]}
      />
      {claims.data ? (
        <>
          {claims.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
              {status === 'open' ? 'No open claims. All caught up.' : 'No claims here yet.'}
            </p>
          ) : (
            <ul className="grid gap-4">
              {claims.data.items.map((claim) => (
                <li key={claim.id}>
                  <ClaimCard claim={claim} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={claims.data.page} pageCount={claims.data.pageCount} hrefFor={hrefFor} />
        </>
      ) : (
        <AdminQueryState
          error={claims.error}
          isLoading={claims.isLoading}
          refetch={() => void claims.refetch()}
        />
      )}
    </div>
  );
}

function ClaimCard({ claim }: { claim: AdminClaim }) {
  const rest = claim.chargedCents - claim.refundedCents;
  const path = `/api/admin/claims/${claim.id}/decision`;
  return (
    <article
      aria-label={`Claim on ${claim.listingTitle}`}
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-surface p-4 [overflow-wrap:anywhere] sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="warning">{PARDONABLE_EVENT_NAMES[claim.event]}</Badge>
        <Badge
          variant={
            claim.status === 'open' ? 'secondary' : claim.status === 'approved' ? 'success' : 'destructive'
          }
        >
          {CLAIM_STATUS_TEXT[claim.status]}
        </Badge>
        <span className="text-sm text-muted-foreground">Filed {when.format(new Date(claim.createdAt))}</span>
      </div>
      <div className="grid gap-1 text-sm">
        <h2 className="text-lg font-semibold">{claim.listingTitle}</h2>
        <p>
          {claim.startDate} to {claim.endDate} · renter {claim.renterEmail ?? 'a deleted account'} · owner{' '}
          {claim.ownerEmail ?? 'a deleted account'}
        </p>
        <p>
          Cancelled {claim.cancelledAt ? when.format(new Date(claim.cancelledAt)) : '—'} · documentation due
          by {when.format(new Date(claim.documentsDueAt))}
        </p>
        <p>
          Charged {dollars(claim.chargedCents)} · refunded {dollars(claim.refundedCents)}
          {claim.status === 'open' && rest > 0 ? ` · approving refunds ${dollars(rest)} more` : ''}
        </p>
        {claim.details ? (
          <blockquote className="border-l-2 border-border pl-3 text-muted-foreground">
            {claim.details}
          </blockquote>
        ) : null}
      </div>
      <div className="grid gap-1">
        <h3 className="text-sm font-medium">Documentation</h3>
        {claim.documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {claim.documents.map((doc) => (
              <li key={doc.id}>
                <a
                  href={`/api/admin/claims/${claim.id}/documents/${doc.id}`}
                  className="inline-flex items-center gap-1.5 rounded-md border border-border px-2 py-1 text-sm text-primary hover:underline"
                >
                  <FileText aria-hidden="true" className="size-4" />
                  {doc.fileName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {claim.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <ReasonAction
            label="Approve claim"
            title="Approve this claim?"
            consequence={`The renter gets a full refund, service fee included: ${dollars(rest)} more. Both sides are emailed. This is final.`}
            path={path}
            body={{ decision: 'approve' }}
            done="Claim approved; the renter was refunded"
            variant="default"
          />
          <ReasonAction
            label="Decline claim"
            title="Decline this claim?"
            consequence="The standard refund tiers stay as they are. Both sides are emailed the reason. This is final."
            path={path}
            body={{ decision: 'decline' }}
            done="Claim declined"
            variant="destructive"
          />
        </div>
      ) : (
        <p className="text-sm">
          Decided {claim.decidedAt ? when.format(new Date(claim.decidedAt)) : ''}
          {claim.decisionReason ? ` · ${claim.decisionReason}` : ''}
        </p>
      )}
    </article>
  );
}
