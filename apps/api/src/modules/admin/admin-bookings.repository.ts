import type { AdminBooking, AdminBookingsQuery } from '@setspot/domain/admin/admin-schemas';
import { toCents } from '@setspot/domain/common/money';
import { and, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings, locations, users } from '../../db/schema.ts';
import { idsOfPage, inOrderOf, type Page } from './admin-paging.repository.ts';
import { emailMatch, listingIdsByTitle } from './admin-search.repository.ts';

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
    // The matching renters, listings and owners first, each through its own index (migrations 0021
    // and 0024), then their bookings through the renter and listing indexes: no scan of every booking.
    // Three branches, not an OR: `title ilike … or owner_id in (…)` scanned every listing (ADR 0051).
    const byTitle = sql`select b.id from bookings b where b.location_id in (${listingIdsByTitle(query.q)})`;
    const byEmail = emailMatch(sql.raw('u.email'), query.q);
    const byRenter = sql`select b.id from bookings b where b.renter_id in (
      select u.id from users u where ${byEmail})`;
    const byOwner = sql`select b.id from bookings b where b.location_id in (
      select l.id from locations l where l.owner_id in (select u.id from users u where ${byEmail}))`;
    const branches = byEmail ? [byRenter, byTitle, byOwner] : [byTitle];
    conditions.push(sql`${bookings.id} in (${sql.join(branches, sql` union all `)})`);
  }
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.from) conditions.push(gte(bookings.endDate, query.from));
  if (query.to) conditions.push(lte(bookings.startDate, query.to));
  return and(...conditions);
}

/** Bookings by id, listing, either party, status and dates, newest first, a page at a time. */
export async function searchBookings(db: Executor, query: AdminBookingsQuery, page: Page) {
  const ordered = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(bookingConditions(query))
    .orderBy(desc(bookings.createdAt), bookings.id);
  const { ids, counted } = await idsOfPage<string>(ordered.$dynamic(), page);
  const rows = ids.length > 0 ? await selectBookings(db).where(inArray(bookings.id, ids)) : [];
  return { rows: inOrderOf(ids, rows).map(toAdminBooking), counted };
}
