import { REPORT_REASON_LABELS } from '@setspot/domain/admin/report-reasons';
import type { ReportWithContext } from '@setspot/domain/admin/report-schemas';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { Badge } from '../../../components/ui/badge';
import { Pagination } from '../../../components/ui/pagination';
import { lazyDateFormat } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReports } from '../api/get-reports';
import { adminPaths } from '../lib/admin-paths';
import { AdminQueryState } from './admin-states';
import { ListFilters, useListParams } from './list-filters';
import { ResolveReportForm } from './resolve-report-form';

const when = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const targetLink = (report: ReportWithContext) =>
  report.targetType === 'listing'
    ? adminPaths.listing(report.targetId)
    : report.context.accountId
      ? adminPaths.user(report.context.accountId)
      : null;

/** The report queue: oldest open report first, each with what it is about, resolved in place. */
export function ReportsPage() {
  useDocumentTitle('Reports · Operations');
  const { values, page, set, hrefFor } = useListParams(['status']);
  const status = values.status || 'open';
  const reports = useReports({ status, page });
  return (
    <div className="grid gap-6">
      <PageHeading
        title="Reports"
        description="What users flagged. Resolve each with an action and a note."
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
              ['resolved', 'Resolved'],
            ],
          },
        ]}
      />
      {reports.data ? (
        <>
          {reports.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
              {status === 'open' ? 'No open reports. All caught up.' : 'No resolved reports yet.'}
            </p>
          ) : (
            <ul className="grid gap-4">
              {reports.data.items.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={reports.data.page} pageCount={reports.data.pageCount} hrefFor={hrefFor} />
        </>
      ) : (
        <AdminQueryState
          error={reports.error}
          isLoading={reports.isLoading}
          refetch={() => void reports.refetch()}
        />
      )}
    </div>
  );
}

function ReportCard({ report }: { report: ReportWithContext }) {
  const link = targetLink(report);
  return (
    <article
      aria-label={`Report of ${report.targetType} ${report.context.title}`}
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-surface p-4 [overflow-wrap:anywhere] sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" className="capitalize">
          {report.targetType}
        </Badge>
        <Badge variant="warning">{REPORT_REASON_LABELS[report.reason]}</Badge>
        {report.context.hidden ? <Badge variant="destructive">Hidden</Badge> : null}
        <span className="text-sm text-muted-foreground">{when.format(new Date(report.createdAt))}</span>
      </div>
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">
          {link ? (
            <Link to={link} className="text-primary hover:underline">
              {report.context.title}
            </Link>
          ) : (
            report.context.title
          )}
        </h2>
        {report.context.excerpt ? (
          <blockquote className="border-l-2 border-border pl-3 text-sm text-muted-foreground">
            {report.context.excerpt}
          </blockquote>
        ) : null}
        <p className="text-sm [overflow-wrap:anywhere]">
          Belongs to {report.context.accountEmail ?? 'a deleted account'} · reported by{' '}
          {report.reporterEmail ?? 'a deleted account'}
        </p>
        {report.details ? (
          <p className="text-sm">
            <span className="font-medium">Details:</span> {report.details}
          </p>
        ) : null}
      </div>
      {report.status === 'open' ? (
        <ResolveReportForm report={report} />
      ) : (
        <p className="text-sm">
          Resolved: <span className="font-medium">{(report.resolution ?? 'none').replace('_', ' ')}</span>
          {report.resolutionNote ? ` · ${report.resolutionNote}` : ''}
        </p>
      )}
    </article>
  );
}
