import type { BookingStatus } from '@setspot/domain/bookings/booking-status';
import { and, desc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor, Statement, Tx } from '../../db/client.ts';
import { announceLocationChange } from '../../db/location-changes.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { bookings, locations, profiles, users } from '../../db/schema.ts';

export type BookingChanges = Partial<
  Pick<
    typeof bookings.$inferInsert,
    | 'status'
    | 'paymentStatus'
    | 'approvedAt'
    | 'rejectedAt'
    | 'rejectionReason'
    | 'cancelledAt'
    | 'cancelledBy'
    | 'cancellationReason'
    | 'refundAmount'
    | 'paymentProvider'
    | 'checkoutSessionId'
    | 'paymentIntentId'
    | 'expiresAt'
  >
>;

const bookingColumns = {
  id: bookings.id,
  locationId: bookings.locationId,
  renterId: bookings.renterId,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  totalPrice: bookings.totalPrice,
  serviceFee: bookings.serviceFee,
  platformFeePercent: bookings.platformFeePercent,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  projectDetails: bookings.projectDetails,
  crewSize: bookings.crewSize,
  specialRequests: bookings.specialRequests,
  approvedAt: bookings.approvedAt,
  rejectedAt: bookings.rejectedAt,
  rejectionReason: bookings.rejectionReason,
  cancelledAt: bookings.cancelledAt,
  cancelledBy: bookings.cancelledBy,
  cancellationReason: bookings.cancellationReason,
  refundAmount: bookings.refundAmount,
  expiresAt: bookings.expiresAt,
  createdAt: bookings.createdAt,
  paymentProvider: bookings.paymentProvider,
  checkoutSessionId: bookings.checkoutSessionId,
  paymentIntentId: bookings.paymentIntentId,
};

/** A booking with what every view and rule needs of its location and renter. */
export const viewColumns = {
  ...bookingColumns,
  ownerId: locations.ownerId,
  locationTitle: locations.title,
  locationAddress: locations.address,
  locationCity: locations.city,
  locationState: locations.state,
  locationTimeZone: locations.timezone,
  renterFirstName: profiles.firstName,
  renterLastName: profiles.lastName,
};

export function selectViews(db: Executor) {
  return db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(profiles, eq(profiles.id, bookings.renterId));
}

/** The reads every signed-in booking page makes, prepared once per database. */
const readsOf = preparedPerDatabase((db) => ({
  viewById: selectViews(db)
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('booking_view_by_id'),
}));

export async function findBookingView(db: Db, id: string): Promise<BookingViewRow | null> {
  const [row] = await readsOf(db).viewById.execute({ id });
  return row ?? null;
}

/**
 * The booking, locked until the transaction ends: every transition (API, webhook, job) takes this
 * lock first, so two of them on one booking run one after the other and the second sees the first.
 */
export async function lockBookingView(tx: Tx, id: string): Promise<BookingViewRow | null> {
  const [row] = await selectViews(tx).where(eq(bookings.id, id)).for('update', { of: bookings });
  return row ?? null;
}

const ownerUsers = alias(users, 'owner_users');
const ownerProfiles = alias(profiles, 'owner_profiles');

/** The columns findBookingParties and lockBookingWithParties read. */
const partyColumns = {
  renterEmail: users.email,
  renterFirstName: users.firstName,
  ownerEmail: ownerUsers.email,
  ownerFirstName: ownerProfiles.firstName,
};

export type BookingParties = {
  renterEmail: string | null;
  renterFirstName: string | null;
  ownerEmail: string;
  ownerFirstName: string;
};

/**
 * lockBookingView and findBookingParties in one round trip, for a person's answer to a booking
 * (approve, reject, cancel), which emails both parties in the same transaction (ADR 0033, seventh
 * amendment).
 */
export async function lockBookingWithParties(
  tx: Tx,
  id: string,
): Promise<{ row: BookingViewRow; parties: BookingParties } | null> {
  const [found] = await tx
    .select({ row: viewColumns, parties: partyColumns })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(profiles, eq(profiles.id, bookings.renterId))
    .innerJoin(ownerUsers, eq(ownerUsers.id, locations.ownerId))
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, locations.ownerId))
    .leftJoin(users, eq(users.id, bookings.renterId))
    .where(eq(bookings.id, sql.placeholder('id')))
    .for('update', { of: bookings })
    // Named, so each connection plans its six joins once: sent plain, planning it cost PostgreSQL
    // seven times running it, on every answer to a booking (ADR 0033, tenth amendment).
    .prepare('booking_lock_with_parties')
    .execute({ id });
  return found ?? null;
}

export async function findBookingIdByCheckoutSession(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.checkoutSessionId, sessionId));
  return row?.id ?? null;
}

export async function findBookingIdByPaymentIntent(db: Executor, paymentIntentId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.paymentIntentId, paymentIntentId));
  return row?.id ?? null;
}

export type BookingViewRow = Awaited<ReturnType<typeof selectViews>>[number];

/** isVisibleToOwner (booking-rules.ts) in SQL: requests never paid for are not the owner's to see. */
const visibleToOwner = sql`(${bookings.paymentIntentId} is not null
  or ${bookings.paymentStatus} not in ('unpaid', 'failed'))`;

/**
 * The booking is on one of the owner's listings. The listings' ids are gathered first and the
 * bookings found by them (bookings_location_idx): joined instead, PostgreSQL walked every booking in
 * the marketplace newest first and kept the owner's, ten times the cost at 2,000 bookings and more as
 * they grow (ADR 0033, tenth amendment).
 */
function onListingsOf(ownerId: Placeholder | string) {
  return sql`${bookings.locationId} = any(array(select owned.id from ${locations} as owned
    where owned.owner_id = ${ownerId}))`;
}

/**
 * Bookings on the owner's listings, newest request first, with the location and the renter's name
 * (product section 7, owner reads). Listings the owner withdrew keep their booking history.
 */
export async function listOwnerBookings(
  db: Executor,
  ownerId: string,
  options: { limit: number; offset?: number; status?: BookingStatus | undefined },
) {
  const where: SQL[] = [onListingsOf(ownerId), visibleToOwner];
  if (options.status) where.push(eq(bookings.status, options.status));
  return selectViews(db)
    .where(and(...where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/** A request still awaiting the owner's answer: pending and not lapsed. */
const pendingRequest = sql`${bookings.status} = 'pending'
  and (${bookings.expiresAt} is null or ${bookings.expiresAt} > now())`;

/**
 * The owner dashboard's latest requests with the counts of all of them, in one statement prepared
 * once per database (db/prepared.ts): window counts are taken over every visible request before the
 * limit, so an owner with none gets no row and the counts are 0. The few are picked by id first and
 * only they are read whole.
 */
const ownerReadsOf = preparedPerDatabase((db) => {
  const recent = db
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      total: sql<number>`(count(*) over ())::int`.as('total'),
      pending: sql<number>`(count(*) filter (where ${pendingRequest}) over ())::int`.as('pending'),
    })
    .from(bookings)
    .where(and(onListingsOf(sql.placeholder('ownerId')), visibleToOwner))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(sql.placeholder('limit'))
    .as('recent');
  return {
    recent: db
      .select({ ...viewColumns, total: recent.total, pending: recent.pending })
      .from(recent)
      .innerJoin(bookings, eq(bookings.id, recent.id))
      .innerJoin(locations, eq(locations.id, bookings.locationId))
      .leftJoin(profiles, eq(profiles.id, bookings.renterId))
      .orderBy(desc(recent.createdAt), desc(recent.id))
      .prepare('owner_recent_booking_views'),
  };
});

/** The owner's latest requests, newest first, and how many there are and await an answer (the dashboard). */
export async function recentOwnerBookingViews(db: Db, ownerId: string, limit: number) {
  const rows = await ownerReadsOf(db).recent.execute({ ownerId, limit });
  return {
    rows: rows satisfies BookingViewRow[],
    total: rows[0]?.total ?? 0,
    pending: rows[0]?.pending ?? 0,
  };
}

const ownerCountColumns = {
  total: sql<number>`count(*)::int`,
  pending: sql<number>`(count(*) filter (where ${pendingRequest}))::int`,
};

/** All requests ever made on the owner's listings (or of one status), and those awaiting an answer. */
export async function countOwnerBookings(db: Executor, ownerId: string, status?: BookingStatus) {
  const [row] = await db
    .select(ownerCountColumns)
    .from(bookings)
    .where(and(onListingsOf(ownerId), visibleToOwner, status ? eq(bookings.status, status) : undefined));
  return { total: row?.total ?? 0, pending: row?.pending ?? 0 };
}

/** Changes that leave the status as it is (a payment recorded, a checkout started). */
export async function updateBooking(tx: Tx, id: string, changes: Omit<BookingChanges, 'status'>) {
  const rows = await tx
    .update(bookings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning({ locationId: bookings.locationId });
  // A request's expiry moves with its payment, and with it how long it holds its days.
  for (const row of rows) announceLocationChange(tx, row.locationId);
}

/**
 * A status change, not yet run: transition() runs it, with the ledger's movements of the change in the
 * same statement (payouts' runWithBookingMoney). Moves the booking from `from` to `changes.status`;
 * returns no row when the booking is not in `from` (nothing is written then).
 */
export function statusUpdate(
  tx: Tx,
  id: string,
  from: BookingStatus,
  changes: BookingChanges & { status: BookingStatus },
): Statement {
  return tx
    .update(bookings)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, from)))
    .returning({ locationId: bookings.locationId });
}

/**
 * After a status update has run: whether it changed the booking, and if so, its listing's dates
 * changed for search (the change feed). `rows` are the update's, by column name.
 */
export function statusChanged(tx: Tx, rows: readonly Record<string, unknown>[]): boolean {
  for (const row of rows) announceLocationChange(tx, String(row.location_id));
  return rows.length > 0;
}

/** Who to write to about a booking: the renter (null once deleted) and the listing's owner. */
export async function findBookingParties(db: Executor, bookingId: string): Promise<BookingParties | null> {
  const [row] = await db
    .select(partyColumns)
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .innerJoin(ownerUsers, eq(ownerUsers.id, locations.ownerId))
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, locations.ownerId))
    .leftJoin(users, eq(users.id, bookings.renterId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/**
 * Bookings the clock has made due, in the location's own calendar: requests past their expiry,
 * confirmed bookings whose end date is over. Served by two partial indexes.
 */
export async function findDueBookingIds(db: Executor, now: Date, limit: number) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(
      sql`(${bookings.status} = 'pending' and ${bookings.expiresAt} <= ${now})
        or (${bookings.status} = 'confirmed'
            and ${bookings.endDate} < (${now}::timestamptz at time zone ${locations.timezone})::date)`,
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Requests and confirmed bookings a person is party to (as renter or as the listing's owner), in id
 * order so that two transactions lock them in the same order. What is still to come is decided per
 * booking under its lock.
 */
export async function findOpenBookingIdsOfParty(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(
      and(
        inArray(bookings.status, ['pending', 'confirmed']),
        or(eq(bookings.renterId, userId), eq(locations.ownerId, userId)),
      ),
    )
    .orderBy(bookings.id);
  return rows.map((row) => row.id);
}
