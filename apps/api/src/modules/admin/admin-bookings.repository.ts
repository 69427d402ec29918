import type { AdminBooking, AdminBookingsQuery } from '@setspot/domain/admin/admin-schemas';
import { toCents } from '@setspot/domain/common/money';
import { and, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings, locations, users } from '../../db/schema.ts';
import { containsPattern } from './admin-users.repository.ts';

const renters = alias(users, 'renters');
const owners = alias(users, 'owners');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: bookings.id,
  locationId: bookings.locationId,
  locationTitle: locations.title,
  renterId: bookings.renterId,
  ownerId: locations.ownerId,
  renterEmail: renters.email,
  ownerEmail: owners.email,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  totalPrice: bookings.totalPrice,
  refundAmount: bookings.refundAmount,
  cancellationReason: bookings.cancellationReason,
};

function selectBookings(db: Executor) {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(renters, eq(renters.id, bookings.renterId))
    .leftJoin(owners, eq(owners.id, locations.ownerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

function toAdminBooking({ totalPrice, refundAmount, ...row }: Row) {
  return {
    ...row,
    totalCents: toCents(totalPrice),
    refundCents: refundAmount === null ? null : toCents(refundAmount),
  };
}

/** The bookings a user is party to, as renter or owner, newest first (a user's page). */
export async function bookingsOfParty(db: Executor, userId: string): Promise<AdminBooking[]> {
  const rows = await selectBookings(db)
    .where(or(eq(bookings.renterId, userId), eq(locations.ownerId, userId)))
    .orderBy(desc(bookings.createdAt))
    .limit(100);
  return rows.map(toAdminBooking);
}

function bookingConditions(query: Omit<AdminBookingsQuery, 'page'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q && UUID.test(query.q)) {
    conditions.push(or(eq(bookings.id, query.q), eq(bookings.locationId, query.q)));
  } else if (query.q) {
    // The matching people and listings first (trigram indexes of migration 0021), then their
    // bookings through the renter and listing indexes: no scan of every booking with its joins.
    const pattern = containsPattern(query.q);
    conditions.push(sql`${bookings.id} in (
      select b.id from bookings b where b.renter_id in (select u.id from users u where u.email ilike ${pattern})
      union
      select b.id from bookings b where b.location_id in (
        select l.id from locations l where l.title ilike ${pattern}
          or l.owner_id in (select u.id from users u where u.email ilike ${pattern})))`);
  }
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.from) conditions.push(gte(bookings.endDate, query.from));
  if (query.to) conditions.push(lte(bookings.startDate, query.to));
  return and(...conditions);
}

/** Bookings by id, listing, either party, status and dates, newest first, a page at a time. */
export async function searchBookings(
  db: Executor,
  query: AdminBookingsQuery,
  page: { limit: number; offset: number },
) {
  const where = bookingConditions(query);
  const rows = await selectBookings(db)
    .where(where)
    .orderBy(desc(bookings.createdAt), bookings.id)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(renters, eq(renters.id, bookings.renterId))
    .leftJoin(owners, eq(owners.id, locations.ownerId))
    .where(where);
  return { rows: rows.map(toAdminBooking), total: count?.n ?? 0 };
}
