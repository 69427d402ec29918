import type { AuditEntry } from '@setspot/domain/admin/admin-schemas';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { lazyDateFormat } from '../../../lib/format-date';
import { ScrollTable } from './scroll-table';

const when = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function changes(entry: AuditEntry): string {
  const show = (value: Record<string, unknown> | null) =>
    value
      ? Object.entries(value)
          .map(([key, v]) => `${key}: ${String(v)}`)
          .join(', ')
      : '—';
  return `${show(entry.before)} → ${show(entry.after)}`;
}

/** Operator actions, newest first: who, when, what, on which target, before and after, why, from where. */
export function AuditTrail({ entries, showTarget = false }: { entries: AuditEntry[]; showTarget?: boolean }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No operator actions yet.</p>;
  return (
    <ScrollTable label="Audit trail">
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>Who</TableHead>
          <TableHead>Action</TableHead>
          {showTarget ? <TableHead>Target</TableHead> : null}
          <TableHead>Before → after</TableHead>
          <TableHead>Reason</TableHead>
          <TableHead>From</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap">{when.format(new Date(entry.at))}</TableCell>
            <TableCell>{entry.actorEmail}</TableCell>
            <TableCell className="font-medium">{entry.action}</TableCell>
            {showTarget ? (
              <TableCell className="max-w-48 truncate">
                {entry.targetType} {entry.targetId}
              </TableCell>
            ) : null}
            <TableCell className="min-w-48 text-sm">{changes(entry)}</TableCell>
            <TableCell className="min-w-40">{entry.reason ?? '—'}</TableCell>
            <TableCell>{entry.ip ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
