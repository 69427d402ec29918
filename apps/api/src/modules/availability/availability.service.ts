import {
  type BookingRules,
  earliestStart,
  latestEnd,
  ruleRefusalText,
} from '@setspot/domain/availability/availability-rules';
import { DAYS_ALREADY_BOOKED, DAYS_BLOCKED_BY_OWNER } from '@setspot/domain/availability/availability-texts';
import type { BlockDaysBody, OwnerCalendar } from '@setspot/domain/availability/calendar-schemas';
import { addDays, daysBetween } from '@setspot/domain/common/calendar-date';
import { type Outcome, type Refusal, refusal, success } from '@setspot/domain/common/outcome';
import { calendarDateAt } from '@setspot/domain/common/time-zone';
import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  deleteBlockedRun,
  findInstantBook,
  findOwnedCalendarListing,
  findPanelRules,
  findRequestRules,
  insertBlockedDays,
  listBlockedDates,
  listBlockedDays,
  listCalendarBookings,
  runIsBooked,
  updateRules,
} from './availability.repository.ts';
import { currentFeedUrl } from './calendar-feed.service.ts';
import { listImportedDates } from './calendar-import.repository.ts';
import { calendarImportsOf } from './calendar-import.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Someone else's listing, a withdrawn one and a missing one all answer the same. */
const notFound = refusal('not_found', PROPERTY_NOT_FOUND);

/** The owner's calendar from the first of this month at the listing on. */
export async function getOwnerCalendar(
  deps: Deps,
  ownerId: string,
  id: string,
): Promise<Outcome<OwnerCalendar>> {
  const listing = await findOwnedCalendarListing(deps.db, id, ownerId);
  if (!listing) return notFound;
  const today = calendarDateAt(deps.clock.now(), listing.timeZone);
  const from = `${today.slice(0, 8)}01`;
  const [blocked, held, feedUrl, imports] = await Promise.all([
    listBlockedDays(deps.db, id, from),
    listCalendarBookings(deps.db, id, from),
    currentFeedUrl(deps, id),
    calendarImportsOf(deps, id, from),
  ]);
  return success({
    locationId: listing.id,
    title: listing.title,
    timeZone: listing.timeZone,
    today,
    availability: listing.availability,
    rules: listing.rules,
    // The owner's blocks first, then each imported calendar's ('Blocked by {calendar name}').
    blockedDays: [
      ...blocked.map((day) => ({ date: day.date, note: day.note, source: 'owner' })),
      ...imports.importedDays,
    ],
    bookings: held.map((booking) => ({
      id: booking.id,
      start: booking.start,
      end: booking.end,
      status: booking.status,
      renterName: [booking.firstName, booking.lastName].filter(Boolean).join(' ') || 'Deleted account',
    })),
    feedUrl,
    importedCalendars: imports.importedCalendars,
    importConflicts: imports.importConflicts,
  });
}

export async function saveBookingRules(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  id: string,
  rules: BookingRules,
): Promise<Outcome<{ rules: BookingRules }>> {
  return (await updateRules(deps.db, id, ownerId, rules)) ? success({ rules }) : notFound;
}

/** Blocks a run of days; refused while a live booking or request holds one of them. */
export async function blockDays(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  id: string,
  body: BlockDaysBody,
): Promise<Outcome<{ changed: number }>> {
  return deps.db.transaction(async (tx) => {
    const listing = await findOwnedCalendarListing(tx, id, ownerId, true);
    if (!listing) return notFound;
    if (await runIsBooked(tx, id, body.start, body.end)) return refusal('conflict', DAYS_ALREADY_BOOKED);
    const days = Array.from({ length: daysBetween(body.start, body.end) + 1 }, (_, i) =>
      addDays(body.start, i),
    );
    return success({ changed: await insertBlockedDays(tx, id, days, body.note) });
  });
}

export async function unblockDays(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  id: string,
  run: { start: string; end: string },
): Promise<Outcome<{ changed: number }>> {
  if (!(await findOwnedCalendarListing(deps.db, id, ownerId))) return notFound;
  return success({ changed: await deleteBlockedRun(deps.db, id, run.start, run.end) });
}

/**
 * The owner's rules and blocked days judged against a booking request (the booking service asks
 * this before it inserts; a trigger on bookings settles races with a block). Null when allowed.
 */
export async function refusalByAvailability(
  db: Db,
  request: { locationId: string; startDate: string; endDate: string },
  timeZone: string,
  now: Date,
): Promise<Refusal | null> {
  const row = await findRequestRules(db, request.locationId, request.startDate, request.endDate);
  if (!row) return null;
  const text = ruleRefusalText({ start: request.startDate, end: request.endDate }, row.rules, now, timeZone);
  if (text) return refusal('invalid', text);
  if (row.blocked) return refusal('conflict', DAYS_BLOCKED_BY_OWNER, 'DATES_NOT_AVAILABLE');
  return null;
}

/**
 * What the booking panel's calendar needs beyond held dates: blocked days from today at the listing
 * on (as one-day ranges; dates only) and the rules, with the first and last day they allow now.
 */
export async function bookingPanelAvailability(db: Executor, locationId: string, now: Date) {
  const row = await findPanelRules(db, locationId);
  if (!row) return null;
  const today = calendarDateAt(now, row.timeZone);
  const [owners, imported] = await Promise.all([
    listBlockedDates(db, locationId, today),
    listImportedDates(db, locationId, today),
  ]);
  return {
    blocked: [...owners, ...imported].map((day) => ({ start: day.date, end: day.date })),
    rules: {
      minDays: row.rules.minDays,
      maxDays: row.rules.maxDays,
      instantBook: row.rules.instantBook,
      earliestStart: earliestStart(now, row.timeZone, row.rules),
      latestEnd: latestEnd(now, row.timeZone, row.rules),
    },
  };
}

/** Whether the listing confirms bookings as soon as the card is authorised (instant book). */
export function takesInstantBookings(db: Executor, locationId: string): Promise<boolean> {
  return findInstantBook(db, locationId);
}
