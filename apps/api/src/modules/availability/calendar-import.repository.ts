import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import {
  bookings,
  importedCalendars,
  importedConflicts,
  importedDays,
  locations,
  profiles,
} from '../../db/schema.ts';

const calendarColumns = {
  id: importedCalendars.id,
  name: importedCalendars.name,
  url: importedCalendars.url,
  lastSyncedAt: importedCalendars.lastSyncedAt,
  lastError: importedCalendars.lastError,
};

const liveBooking = sql`(${bookings.status} = 'confirmed'
  or (${bookings.status} = 'pending' and (${bookings.expiresAt} is null or ${bookings.expiresAt} > now())))`;

export function listImportedCalendars(db: Executor, locationId: string) {
  return db
    .select(calendarColumns)
    .from(importedCalendars)
    .where(eq(importedCalendars.locationId, locationId))
    .orderBy(asc(importedCalendars.createdAt), asc(importedCalendars.id));
}

export async function insertImportedCalendar(db: Executor, locationId: string, name: string, url: string) {
  const [row] = await db
    .insert(importedCalendars)
    .values({ locationId, name, url })
    .returning({ id: importedCalendars.id });
  if (!row) throw new Error('The imported calendar was not stored');
  return row.id;
}

export async function findImportedCalendar(db: Executor, locationId: string, calendarId: string) {
  const [row] = await db
    .select(calendarColumns)
    .from(importedCalendars)
    .where(and(eq(importedCalendars.id, calendarId), eq(importedCalendars.locationId, locationId)));
  return row ?? null;
}

/** What a sync needs: the link, and the listing's time zone its days are in. */
export async function findCalendarToSync(db: Executor, calendarId: string) {
  const [row] = await db
    .select({
      id: importedCalendars.id,
      url: importedCalendars.url,
      locationId: importedCalendars.locationId,
      timeZone: locations.timezone,
    })
    .from(importedCalendars)
    .innerJoin(locations, eq(locations.id, importedCalendars.locationId))
    .where(and(eq(importedCalendars.id, calendarId), isNull(locations.deletedAt)));
  return row ?? null;
}

export async function deleteImportedCalendar(db: Executor, locationId: string, calendarId: string) {
  const rows = await db
    .delete(importedCalendars)
    .where(and(eq(importedCalendars.id, calendarId), eq(importedCalendars.locationId, locationId)))
    .returning({ id: importedCalendars.id });
  return rows.length > 0;
}

/**
 * Takes the listing's row lock (as a booking request's insert does, so a sync and a request run one
 * after the other) and the calendar's; false when the calendar was removed meanwhile.
 */
export async function lockCalendarForSync(tx: Tx, calendarId: string, locationId: string) {
  await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('no key update');
  const [row] = await tx
    .select({ id: importedCalendars.id })
    .from(importedCalendars)
    .where(eq(importedCalendars.id, calendarId))
    .for('update');
  return row !== undefined;
}

export async function replaceImportedDays(tx: Tx, calendarId: string, locationId: string, days: string[]) {
  await tx.delete(importedDays).where(eq(importedDays.calendarId, calendarId));
  if (days.length > 0) {
    await tx.insert(importedDays).values(days.map((day) => ({ calendarId, locationId, day })));
  }
}

export type ConflictRow = { bookingId: string; eventSummary: string; firstDay: string; lastDay: string };

export async function replaceConflicts(tx: Tx, calendarId: string, conflicts: ConflictRow[]) {
  await tx.delete(importedConflicts).where(eq(importedConflicts.calendarId, calendarId));
  if (conflicts.length > 0) {
    await tx
      .insert(importedConflicts)
      .values(conflicts.map((conflict) => ({ calendarId, ...conflict })))
      .onConflictDoNothing();
  }
}

export async function recordSync(db: Executor, calendarId: string, at: Date, error: string | null) {
  await db
    .update(importedCalendars)
    .set(
      error
        ? { lastAttemptAt: at, lastError: error }
        : { lastAttemptAt: at, lastSyncedAt: at, lastError: null },
    )
    .where(eq(importedCalendars.id, calendarId));
}

/** Live bookings and requests ending on or after `from`: what an imported event may overlap. */
export function liveBookingsFrom(db: Executor, locationId: string, from: string) {
  return db
    .select({ id: bookings.id, start: bookings.startDate, end: bookings.endDate })
    .from(bookings)
    .where(and(eq(bookings.locationId, locationId), gte(bookings.endDate, from), liveBooking));
}

/** Imported days from `from` on, with the name of the calendar that blocks each. */
export function listImportedDays(db: Executor, locationId: string, from: string) {
  return db
    .select({ date: importedDays.day, source: importedCalendars.name })
    .from(importedDays)
    .innerJoin(importedCalendars, eq(importedCalendars.id, importedDays.calendarId))
    .where(and(eq(importedDays.locationId, locationId), gte(importedDays.day, from)))
    .orderBy(asc(importedDays.day), asc(importedCalendars.name));
}

/** Imported days from `from` on, dates only: the booking panel's view. */
export function listImportedDates(db: Executor, locationId: string, from: string) {
  return db
    .selectDistinct({ date: importedDays.day })
    .from(importedDays)
    .where(and(eq(importedDays.locationId, locationId), gte(importedDays.day, from)))
    .orderBy(asc(importedDays.day));
}

/** Stored overlaps whose booking still holds its days, with the renter's name (the owner's view). */
export function listConflicts(db: Executor, locationId: string) {
  return db
    .select({
      calendarName: importedCalendars.name,
      eventSummary: importedConflicts.eventSummary,
      start: importedConflicts.firstDay,
      end: importedConflicts.lastDay,
      bookingId: bookings.id,
      bookingStatus: bookings.status,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(importedConflicts)
    .innerJoin(importedCalendars, eq(importedCalendars.id, importedConflicts.calendarId))
    .innerJoin(bookings, eq(bookings.id, importedConflicts.bookingId))
    .leftJoin(profiles, eq(profiles.id, bookings.renterId))
    .where(and(eq(importedCalendars.locationId, locationId), liveBooking))
    .orderBy(asc(importedConflicts.firstDay));
}

/** Calendars not tried since `before` (never tried first), for the 15-minute sweep. */
export function dueCalendars(db: Executor, before: Date, limit: number) {
  return db
    .select({ id: importedCalendars.id })
    .from(importedCalendars)
    .innerJoin(locations, eq(locations.id, importedCalendars.locationId))
    .where(
      and(
        isNull(locations.deletedAt),
        or(isNull(importedCalendars.lastAttemptAt), lt(importedCalendars.lastAttemptAt, before)),
      ),
    )
    .orderBy(sql`${importedCalendars.lastAttemptAt} asc nulls first`)
    .limit(limit);
}
