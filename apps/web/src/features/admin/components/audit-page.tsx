import { PageHeading } from '../../../components/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAudit } from '../api/get-audit';
import { AdminQueryState } from './admin-states';
import { AuditTrail } from './audit-trail';
import { ListFilters, useListParams } from './list-filters';

/** Every operator action, newest first; it can be added to, never changed. */
export function AuditPage() {
  useDocumentTitle('Audit log · Operations');
  const { values, page, set, hrefFor } = useListParams(['targetType', 'targetId']);
  const params = { targetType: values.targetType ?? '', targetId: values.targetId ?? '', page };
  const audit = useAudit(params);
  return (
    <div className="grid gap-6">
      <PageHeading
        title="Audit log"
        description="Every operator action: who, when, what, on which target, before and after, why and from where."
      />
      <ListFilters
        query=""
        values={values}
        onChange={set}
        selects={[
          {
            name: 'targetType',
            label: 'Target',
            options: [
              ['user', 'Users'],
              ['listing', 'Listings'],
              ['review', 'Reviews'],
              ['report', 'Reports'],
              ['booking', 'Bookings'],
            ],
          },
        ]}
      />
      {audit.data ? (
        <>
          <AuditTrail entries={audit.data.items} showTarget />
          <Pagination page={audit.data.page} pageCount={audit.data.pageCount} hrefFor={hrefFor} />
        </>
      ) : (
        <AdminQueryState
          error={audit.error}
          isLoading={audit.isLoading}
          refetch={() => void audit.refetch()}
        />
      )}
    </div>
  );
}
