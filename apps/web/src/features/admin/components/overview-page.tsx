import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { lazyDateFormat } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { formatCount } from '../../../lib/format-number';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOverview } from '../api/get-overview';
import { AdminQueryState } from './admin-states';

// The charting library comes with the chart only: no other page of the console or the site loads it.
const BookingsChart = lazy(() => import('./bookings-chart').then((m) => ({ default: m.BookingsChart })));

function Figure({
  label,
  value,
  detail,
  to,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  to?: string;
}) {
  const body = (
    <>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-muted-foreground">{detail}</dd> : null}
    </>
  );
  return (
    <div className="grid content-start gap-1 rounded-lg border border-border bg-surface p-4">
      {to ? (
        <Link to={to} className="grid gap-1 hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `${formatCount(n)} ${name}`)
    .join(' · ') || 'none';

const answerTime = (minutes: number | null) =>
  minutes === null
    ? 'none answered'
    : minutes < 120
      ? `median ${minutes} min`
      : `median ${Math.round(minutes / 60)} h`;

const summedTime = lazyDateFormat('en-US', { timeStyle: 'short' });

/** /admin: the last 30 days at a glance, with bookings and their value per day. */
export function OverviewPage() {
  useDocumentTitle('Overview · Operations');
  const overview = useOverview();
  const data = overview.data;
  // The server sums the month at most every 30 s for all operators (ADR 0051): say when it did.
  const summedAt = data ? `, summed at ${summedTime.format(new Date(data.to))}` : '';
  const heading = <PageHeading title="Overview" description={`The last 30 days on SetSpot${summedAt}.`} />;
  if (!data) {
    return (
      <div className="grid gap-6">
        {heading}
        <AdminQueryState
          error={overview.error}
          isLoading={overview.isLoading}
          refetch={() => void overview.refetch()}
        />
      </div>
    );
  }
  const bookings = Object.values(data.bookingsByStatus).reduce((sum, n) => sum + n, 0);
  const notTracked = 'not tracked yet';
  return (
    <div className="grid gap-6">
      {heading}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Booking value"
          value={formatMoney(data.bookingValueCents / 100)}
          detail="confirmed and completed"
        />
        <Figure
          label="Bookings"
          value={formatCount(bookings)}
          detail={counts(data.bookingsByStatus)}
          to="/admin/bookings"
        />
        <Figure
          label="Requests answered"
          value={`${formatCount(data.requests.answered)} of ${formatCount(data.requests.received)}`}
          detail={answerTime(data.requests.medianAnswerMinutes)}
        />
        <Figure
          label="New users"
          value={formatCount(Object.values(data.newUsersByType).reduce((a, b) => a + b, 0))}
          detail={counts(data.newUsersByType)}
          to="/admin/users"
        />
        <Figure
          label="Live listings"
          value={formatCount(data.liveListings)}
          to="/admin/listings?state=live"
        />
        <Figure label="Open reports" value={formatCount(data.openReports)} to="/admin/reports" />
        <Figure
          label="Open claims"
          value={data.openClaims === null ? '–' : formatCount(data.openClaims)}
          detail={data.openClaims === null ? notTracked : undefined}
        />
        <Figure label="Failed payouts" value={formatCount(data.failedPayouts)} />
        <Figure
          label="Reconciliation differences"
          value={data.reconciliationDifferences === null ? '–' : formatCount(data.reconciliationDifferences)}
          detail={data.reconciliationDifferences === null ? notTracked : undefined}
        />
      </dl>
      <section
        aria-labelledby="per-day-title"
        className="grid gap-2 rounded-lg border border-border bg-surface p-4"
      >
        <h2 id="per-day-title" className="font-semibold">
          Bookings and value per day
        </h2>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <BookingsChart days={data.perDay} />
        </Suspense>
      </section>
    </div>
  );
}
