import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, locations, profiles } from '../../db/schema.ts';

/**
 * Bookings on the owner's listings, newest request first, with the location and the renter's name
 * (spec section 7, owner reads). Listings the owner withdrew keep their booking history.
 */
export async function findOwnerBookings(
  db: Db,
  ownerId: string,
  options: { limit: number; status?: string | undefined },
) {
  const where: SQL[] = [eq(locations.ownerId, ownerId)];
  if (options.status) where.push(eq(bookings.status, options.status));
  return db
    .select({
      id: bookings.id,
      locationId: bookings.locationId,
      renterId: bookings.renterId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalPrice: bookings.totalPrice,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      projectDetails: bookings.projectDetails,
      crewSize: bookings.crewSize,
      specialRequests: bookings.specialRequests,
      approvedAt: bookings.approvedAt,
      rejectedAt: bookings.rejectedAt,
      rejectionReason: bookings.rejectionReason,
      cancelledAt: bookings.cancelledAt,
      refundAmount: bookings.refundAmount,
      createdAt: bookings.createdAt,
      locationTitle: locations.title,
      locationAddress: locations.address,
      locationCity: locations.city,
      locationState: locations.state,
      renterFirstName: profiles.firstName,
      renterLastName: profiles.lastName,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(profiles, eq(profiles.id, bookings.renterId))
    .where(and(...where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(options.limit);
}
export type OwnerBookingRow = Awaited<ReturnType<typeof findOwnerBookings>>[number];

/** All requests ever made on the owner's listings, and those still waiting for an answer. */
export async function countOwnerBookings(db: Db, ownerId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${bookings.status} = 'pending'
        and (${bookings.expiresAt} is null or ${bookings.expiresAt} > now())))::int`,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(eq(locations.ownerId, ownerId));
  return { total: row?.total ?? 0, pending: row?.pending ?? 0 };
}
