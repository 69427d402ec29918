import {
  REPORT_RESOLUTION_LABELS,
  REPORT_RESOLUTIONS,
  type ReportResolution,
} from '@setspot/domain/admin/report-reasons';
import type { ReportWithContext } from '@setspot/domain/admin/report-schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useOperatorAction } from '../api/operator-action';

const NOTE_REQUIRED = 'Please add a note';

/** Resolve a report: an action (none, hide content, suspend user), a note; the reporter is told. */
export function ResolveReportForm({ report }: { report: ReportWithContext }) {
  const resolve = useOperatorAction('Report resolved; the reporter was told');
  const [action, setAction] = useState<ReportResolution>('none');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(NOTE_REQUIRED);
      return;
    }
    setError(undefined);
    resolve.mutate({ path: `/api/admin/reports/${report.id}/resolve`, body: { action, note: note.trim() } });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 border-t border-border pt-4">
      <Field label="Action" className="sm:max-w-xs">
        {(control) => (
          <NativeSelect
            {...control}
            value={action}
            onChange={(event) => setAction(event.target.value as ReportResolution)}
          >
            {REPORT_RESOLUTIONS.map((value) => (
              <option key={value} value={value}>
                {REPORT_RESOLUTION_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <TextareaField
        label="Note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={1000}
        rows={2}
        required
        error={error}
        disabled={resolve.isPending}
      />
      <Button type="submit" className="w-fit" disabled={resolve.isPending}>
        {resolve.isPending ? 'Resolving...' : 'Resolve report'}
      </Button>
    </form>
  );
}
