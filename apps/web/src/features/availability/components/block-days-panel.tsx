import { formatCalendarDate } from '@setspot/domain/availability/format-day';
import { calendarDateOfLocalDate } from '@setspot/domain/common/calendar-date';
import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useChangeBlockedDays } from '../api/owner-calendar';

type BlockDaysPanelProps = { listingId: string; selected: DateRange | undefined; onDone: () => void };

/** Block or unblock the selected days, with an optional note for the owner's own eyes. */
export function BlockDaysPanel({ listingId, selected, onDone }: BlockDaysPanelProps) {
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const change = useChangeBlockedDays(listingId);
  const start = selected?.from ? calendarDateOfLocalDate(selected.from) : null;
  const end = selected?.to ? calendarDateOfLocalDate(selected.to) : start;
  const run = start && end ? { start, end } : null;
  const label = run
    ? run.start === run.end
      ? formatCalendarDate(run.start)
      : `${formatCalendarDate(run.start)} – ${formatCalendarDate(run.end)}`
    : null;

  const submit = (block: boolean) => {
    if (!run) return;
    change.mutate(
      { run, block, note },
      {
        onSuccess: (answer) => {
          setStatus({
            text: `${block ? 'Blocked' : 'Unblocked'} ${answer.changed} ${answer.changed === 1 ? 'day' : 'days'}.`,
            error: false,
          });
          setNote('');
          onDone();
        },
        onError: (error) => setStatus({ text: errorMessage(error), error: true }),
      },
    );
  };

  return (
    <section
      aria-labelledby="block-days-heading"
      className="grid gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="block-days-heading" className="text-lg font-semibold">
        Block days
      </h2>
      <p className="text-sm text-muted-foreground">
        {label ? `Selected: ${label}` : 'Choose a day, or a first and a last day, in the calendar.'}
      </p>
      <TextField
        label="Note (optional)"
        hint="Only you see it, e.g. 'Family event'."
        value={note}
        maxLength={200}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={!run || change.isPending} onClick={() => submit(true)}>
          Block these days
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!run || change.isPending}
          onClick={() => submit(false)}
        >
          Unblock these days
        </Button>
      </div>
      <p role="status" className={status?.error ? 'text-sm text-destructive-strong' : 'text-sm'}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}
