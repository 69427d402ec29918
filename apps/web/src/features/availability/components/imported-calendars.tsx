import type { ImportedCalendar } from '@setspot/domain/availability/calendar-import-schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyDateFormat } from '../../../lib/format-date';
import { useImportedCalendarActions } from '../api/imported-calendars';

const syncedAt = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function ImportedCalendarRow({
  calendar,
  actions,
}: {
  calendar: ImportedCalendar;
  actions: ReturnType<typeof useImportedCalendarActions>;
}) {
  const busy =
    (actions.sync.isPending && actions.sync.variables === calendar.id) ||
    (actions.remove.isPending && actions.remove.variables === calendar.id);
  return (
    <li className="grid gap-2 rounded-md border border-border bg-background p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <span className="font-medium">{calendar.name}</span>
        <span className="truncate text-muted-foreground" title={calendar.url}>
          {calendar.url}
        </span>
        <span>
          {calendar.lastSyncedAt
            ? `Last synced ${syncedAt.format(new Date(calendar.lastSyncedAt))}`
            : 'Not synced yet'}
        </span>
        {calendar.lastError ? (
          <span className="text-destructive-strong">Last sync failed: {calendar.lastError}</span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Sync now: ${calendar.name}`}
          onClick={() => actions.sync.mutate(calendar.id)}
        >
          {actions.sync.isPending && actions.sync.variables === calendar.id ? 'Syncing…' : 'Sync now'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Remove ${calendar.name}`}
          onClick={() => actions.remove.mutate(calendar.id)}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * Calendars imported from Airbnb, Peerspace or Google (ADR 0044): their events block days here,
 * synced every 15 minutes and on 'Sync now'. Each shows when it last synced and any error in words.
 */
export function ImportedCalendars({
  listingId,
  calendars,
}: {
  listingId: string;
  calendars: ImportedCalendar[];
}) {
  const actions = useImportedCalendarActions(listingId);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<{ field: 'name' | 'url' | null; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    actions.add.mutate(
      { name, url },
      {
        onSuccess: () => {
          setName('');
          setUrl('');
        },
        onError: (error) => {
          const field = error instanceof ApiError && (error.field === 'name' || error.field === 'url');
          setProblem({ field: field ? (error.field as 'name' | 'url') : null, text: errorMessage(error) });
        },
      },
    );
  };
  const failed = actions.sync.error ?? actions.remove.error;

  return (
    <section
      aria-labelledby="imports-heading"
      className="grid gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="imports-heading" className="text-lg font-semibold">
        Imported calendars
      </h2>
      <p className="text-sm text-muted-foreground">
        Paste the iCal export link of your Airbnb, Peerspace or Google calendar: its events block those days
        here, shown as 'Blocked by' the name you give it. SetSpot checks each link every 15 minutes.
      </p>
      {calendars.length > 0 ? (
        <ul className="grid gap-2" aria-label="Imported calendars">
          {calendars.map((calendar) => (
            <ImportedCalendarRow key={calendar.id} calendar={calendar} actions={actions} />
          ))}
        </ul>
      ) : null}
      {failed ? <p className="text-sm text-destructive-strong">{errorMessage(failed)}</p> : null}
      <form className="grid gap-3 md:grid-cols-[12rem_1fr_auto] md:items-end" onSubmit={submit} noValidate>
        <TextField
          label="Calendar name"
          placeholder="Airbnb"
          value={name}
          maxLength={60}
          required
          error={problem?.field === 'name' ? problem.text : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Calendar link (iCal)"
          placeholder="https://www.airbnb.com/calendar/ical/….ics"
          type="url"
          inputMode="url"
          value={url}
          required
          error={problem?.field === 'url' ? problem.text : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button type="submit" disabled={actions.add.isPending}>
          {actions.add.isPending ? 'Adding…' : 'Add calendar'}
        </Button>
      </form>
      {problem && problem.field === null ? (
        <p role="alert" className="text-sm text-destructive-strong">
          {problem.text}
        </p>
      ) : null}
    </section>
  );
}
