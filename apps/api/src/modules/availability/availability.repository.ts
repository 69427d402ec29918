import type { BookingRules } from '@setspot/domain/availability/availability-rules';
import { and, asc, between, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { blockedDays, bookings, locations, profiles } from '../../db/schema.ts';

const rulesColumns = {
  minDays: locations.minBookingDays,
  maxDays: locations.maxBookingDays,
  noticeDays: locations.noticeDays,
  horizonDays: locations.horizonDays,
  instantBook: locations.instantBook,
};

const liveBooking = sql`(${bookings.status} in ('confirmed', 'completed')
  or (${bookings.status} = 'pending' and (${bookings.expiresAt} is null or ${bookings.expiresAt} > now())))`;

/**
 * The owner's live listing with its calendar settings, or null for anyone else's. `lock` takes the
 * row lock a booking request's insert takes (bookings.repository insertRequest), so a block and a
 * request of the same listing run one after the other.
 */
export async function findOwnedCalendarListing(db: Executor, id: string, ownerId: string, lock = false) {
  const query = db
    .select({
      id: locations.id,
      title: locations.title,
      timeZone: locations.timezone,
      availability: locations.availability,
      rules: rulesColumns,
    })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.ownerId, ownerId), isNull(locations.deletedAt)));
  const [row] = await (lock ? query.for('no key update', { of: locations }) : query);
  return row ?? null;
}

/**
 * What a booking request is judged by besides held dates: the rules and the blocked days. Prepared
 * once per database (db/prepared.ts): sent as a plain query, PostgreSQL planned it on every booking
 * request, ten times the cost of running it (ADR 0033, tenth amendment).
 */
const requestRulesOf = preparedPerDatabase((db) => {
  const [start, end] = [sql.placeholder('start'), sql.placeholder('end')];
  return db
    .select({
      rules: rulesColumns,
      blocked: sql<boolean>`(exists (select 1 from blocked_days b
        where b.location_id = ${locations.id} and b.day between ${start}::date and ${end}::date)
        or exists (select 1 from imported_days i
        where i.location_id = ${locations.id} and i.day between ${start}::date and ${end}::date))`,
    })
    .from(locations)
    .where(eq(locations.id, sql.placeholder('locationId')))
    .prepare('booking_request_rules');
});

export async function findRequestRules(db: Db, locationId: string, start: string, end: string) {
  const [row] = await requestRulesOf(db).execute({ locationId, start, end });
  return row ?? null;
}

export async function findPanelRules(db: Executor, locationId: string) {
  const [row] = await db
    .select({ timeZone: locations.timezone, rules: rulesColumns })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row ?? null;
}

export async function updateRules(db: Executor, id: string, ownerId: string, rules: BookingRules) {
  const rows = await db
    .update(locations)
    .set({
      minBookingDays: rules.minDays,
      maxBookingDays: rules.maxDays,
      noticeDays: rules.noticeDays,
      horizonDays: rules.horizonDays,
      instantBook: rules.instantBook,
      updatedAt: new Date(),
    })
    .where(and(eq(locations.id, id), eq(locations.ownerId, ownerId), isNull(locations.deletedAt)))
    .returning({ id: locations.id });
  return rows.length > 0;
}

/** Whether a live booking holds a day of the run. */
export async function runIsBooked(tx: Tx, locationId: string, start: string, end: string) {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        sql`${bookings.status} in ('pending', 'confirmed')`,
        liveBooking,
        sql`daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && daterange(${start}::date, ${end}::date, '[]')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Blocks the days (a day blocked already takes the new note). */
export async function insertBlockedDays(tx: Tx, locationId: string, days: string[], note: string | null) {
  const rows = await tx
    .insert(blockedDays)
    .values(days.map((day) => ({ locationId, day, note })))
    .onConflictDoUpdate({ target: [blockedDays.locationId, blockedDays.day], set: { note } })
    .returning({ day: blockedDays.day });
  return rows.length;
}

export async function deleteBlockedRun(db: Executor, locationId: string, start: string, end: string) {
  const rows = await db
    .delete(blockedDays)
    .where(and(eq(blockedDays.locationId, locationId), between(blockedDays.day, start, end)))
    .returning({ day: blockedDays.day });
  return rows.length;
}

export function listBlockedDays(db: Executor, locationId: string, from: string) {
  return db
    .select({ date: blockedDays.day, note: blockedDays.note })
    .from(blockedDays)
    .where(and(eq(blockedDays.locationId, locationId), gte(blockedDays.day, from)))
    .orderBy(asc(blockedDays.day));
}

/** Live bookings from `from` on, with the renter's name (the owner's own calendar only). */
export function listCalendarBookings(db: Executor, locationId: string, from: string) {
  return db
    .select({
      id: bookings.id,
      start: bookings.startDate,
      end: bookings.endDate,
      status: bookings.status,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(bookings)
    .leftJoin(profiles, eq(profiles.id, bookings.renterId))
    .where(
      and(
        eq(bookings.locationId, locationId),
        gte(bookings.endDate, from),
        liveBooking,
        // Requests never paid for are not the owner's to see (booking-rules.ts isVisibleToOwner).
        sql`(${bookings.paymentIntentId} is not null or ${bookings.paymentStatus} not in ('unpaid', 'failed'))`,
      ),
    )
    .orderBy(asc(bookings.startDate));
}

/** Blocked days from `from` on, as dates only: the booking panel's view. */
export function listBlockedDates(db: Executor, locationId: string, from: string) {
  return db
    .select({ date: blockedDays.day })
    .from(blockedDays)
    .where(and(eq(blockedDays.locationId, locationId), gte(blockedDays.day, from)))
    .orderBy(asc(blockedDays.day));
}

export async function findInstantBook(db: Executor, locationId: string) {
  const [row] = await db
    .select({ instantBook: locations.instantBook })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row?.instantBook ?? false;
}
