import type { AppDeps } from '../../app-deps.ts';
import { dueCalendars } from './calendar-import.repository.ts';
import { syncImportedCalendar } from './calendar-import.service.ts';

const SWEEP = 'calendar-imports.sweep';
const SYNC = 'calendar-imports.sync';

/** Each imported calendar is fetched again this long after its last try (issue 31: every 15 minutes). */
const CALENDAR_SYNC_INTERVAL_MS = 15 * 60_000;
/** The sweep looks for due calendars this often, so none waits much past its 15 minutes. */
const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * A recurring sweep queues one sync job per due calendar (keyed by calendar, so never twice at once);
 * the jobs spread over the workers of every instance, and a slow calendar delays only itself.
 */
export function defineCalendarImportJobs(deps: Pick<AppDeps, 'db' | 'jobs' | 'clock' | 'config' | 'log'>) {
  deps.jobs.define(SYNC, async (job) => {
    const { calendarId } = job.payload as { calendarId: string };
    await syncImportedCalendar(deps, calendarId);
  });
  deps.jobs.every(SWEEP, SWEEP_INTERVAL_MS, async () => {
    const before = new Date(deps.clock.now().getTime() - CALENDAR_SYNC_INTERVAL_MS);
    for (const { id } of await dueCalendars(deps.db, before, SWEEP_BATCH)) {
      await deps.jobs.enqueue(deps.db, SYNC, { calendarId: id }, { key: `${SYNC}:${id}` });
    }
  });
}
