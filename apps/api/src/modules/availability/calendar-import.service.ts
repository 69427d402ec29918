import { MAX_HORIZON_DAYS } from '@setspot/domain/availability/availability-rules';
import {
  type ImportedCalendar,
  MAX_IMPORTED_CALENDARS,
} from '@setspot/domain/availability/calendar-import-schemas';
import {
  CALENDAR_ALREADY_IMPORTED,
  CALENDAR_LIMIT,
  CALENDAR_NOT_FOUND_HERE,
} from '@setspot/domain/availability/calendar-import-texts';
import { addDays } from '@setspot/domain/common/calendar-date';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { calendarDateAt } from '@setspot/domain/common/time-zone';
import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import type { AppDeps } from '../../app-deps.ts';
import { findOwnedCalendarListing } from './availability.repository.ts';
import { CalendarFetchError, fetchCalendar } from './calendar-fetcher.ts';
import {
  type ConflictRow,
  deleteImportedCalendar,
  findCalendarToSync,
  findImportedCalendar,
  insertImportedCalendar,
  listConflicts,
  listImportedCalendars,
  listImportedDays,
  liveBookingsFrom,
  lockCalendarForSync,
  recordSync,
  replaceConflicts,
  replaceImportedDays,
} from './calendar-import.repository.ts';
import { daysOfEvents, eventsOfCalendar, type ImportedEvent } from './ics-days.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'log'>;

const notFound = refusal('not_found', PROPERTY_NOT_FOUND);
const UNREADABLE = 'The calendar could not be read; it will be tried again';

/** Days kept before today (the owner's calendar shows the whole month) and after (the longest horizon). */
const DAYS_BACK = 31;

function view(row: {
  id: string;
  name: string;
  url: string;
  lastSyncedAt: Date | null;
  lastError: string | null;
}): ImportedCalendar {
  return { ...row, lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null };
}

function overlaps(events: readonly ImportedEvent[], held: { id: string; start: string; end: string }[]) {
  const conflicts: ConflictRow[] = [];
  for (const event of events) {
    for (const booking of held) {
      if (event.first <= booking.end && booking.start <= event.last) {
        conflicts.push({
          bookingId: booking.id,
          eventSummary: event.summary,
          firstDay: event.first,
          lastDay: event.last,
        });
      }
    }
  }
  return conflicts;
}

/**
 * Fetches one imported calendar and replaces its days with those its events cover (ADR 0044). An
 * event over days a live booking holds is stored as a conflict for the owner; the booking stands. A
 * failed fetch keeps the days of the last good sync and records why, in the owner's words.
 */
export async function syncImportedCalendar(deps: Deps, calendarId: string): Promise<void> {
  const calendar = await findCalendarToSync(deps.db, calendarId);
  if (!calendar) return;
  const now = deps.clock.now();
  const today = calendarDateAt(now, calendar.timeZone);
  const window = { from: addDays(today, -DAYS_BACK), to: addDays(today, MAX_HORIZON_DAYS) };
  let events: ImportedEvent[];
  try {
    const text = await fetchCalendar(calendar.url, {
      allowLoopback: deps.config.calendarImport.allowLoopback,
    });
    events = eventsOfCalendar(text, calendar.timeZone, window);
  } catch (error) {
    if (!(error instanceof CalendarFetchError))
      deps.log.warn({ err: error, calendarId }, 'Calendar sync failed');
    await recordSync(
      deps.db,
      calendarId,
      now,
      error instanceof CalendarFetchError ? error.message : UNREADABLE,
    );
    return;
  }
  await deps.db.transaction(async (tx) => {
    if (!(await lockCalendarForSync(tx, calendar.id, calendar.locationId))) return;
    await replaceImportedDays(tx, calendar.id, calendar.locationId, daysOfEvents(events));
    const held = await liveBookingsFrom(tx, calendar.locationId, window.from);
    await replaceConflicts(tx, calendar.id, overlaps(events, held));
    await recordSync(tx, calendar.id, now, null);
  });
}

/** Adds an external calendar to the owner's listing and syncs it at once (its error shows if it fails). */
export async function importCalendar(
  deps: Deps,
  ownerId: string,
  locationId: string,
  body: { name: string; url: string },
): Promise<Outcome<{ calendar: ImportedCalendar }>> {
  if (!(await findOwnedCalendarListing(deps.db, locationId, ownerId))) return notFound;
  const imported = await listImportedCalendars(deps.db, locationId);
  // The same link twice would list each of its days twice, blocked by two calendars of one name.
  if (imported.some((calendar) => calendar.url === body.url)) {
    return refusal('conflict', CALENDAR_ALREADY_IMPORTED);
  }
  if (imported.length >= MAX_IMPORTED_CALENDARS) return refusal('conflict', CALENDAR_LIMIT);
  const id = await insertImportedCalendar(deps.db, locationId, body.name, body.url);
  return syncNow(deps, ownerId, locationId, id);
}

/** 'Sync now': fetches the calendar while the owner waits (at most 10 s) and answers its new state. */
export async function syncNow(
  deps: Deps,
  ownerId: string,
  locationId: string,
  calendarId: string,
): Promise<Outcome<{ calendar: ImportedCalendar }>> {
  if (!(await findOwnedCalendarListing(deps.db, locationId, ownerId))) return notFound;
  if (!(await findImportedCalendar(deps.db, locationId, calendarId))) {
    return refusal('not_found', CALENDAR_NOT_FOUND_HERE);
  }
  await syncImportedCalendar(deps, calendarId);
  const calendar = await findImportedCalendar(deps.db, locationId, calendarId);
  return calendar ? success({ calendar: view(calendar) }) : refusal('not_found', CALENDAR_NOT_FOUND_HERE);
}

/** Removes an imported calendar; its days are free again (unless something else holds them). */
export async function removeImportedCalendar(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  locationId: string,
  calendarId: string,
): Promise<Outcome<{ removed: true }>> {
  if (!(await findOwnedCalendarListing(deps.db, locationId, ownerId))) return notFound;
  return (await deleteImportedCalendar(deps.db, locationId, calendarId))
    ? success({ removed: true })
    : refusal('not_found', CALENDAR_NOT_FOUND_HERE);
}

/** What the owner's calendar page shows of the imports: the calendars, their days, the conflicts. */
export async function calendarImportsOf(deps: Pick<AppDeps, 'db'>, locationId: string, from: string) {
  const [calendars, days, conflicts] = await Promise.all([
    listImportedCalendars(deps.db, locationId),
    listImportedDays(deps.db, locationId, from),
    listConflicts(deps.db, locationId),
  ]);
  return {
    importedCalendars: calendars.map(view),
    importedDays: days.map((day) => ({ date: day.date, note: null, source: day.source })),
    importConflicts: conflicts.map(({ firstName, lastName, ...conflict }) => ({
      ...conflict,
      renterName: [firstName, lastName].filter(Boolean).join(' ') || 'Deleted account',
    })),
  };
}
