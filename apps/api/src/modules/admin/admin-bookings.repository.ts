import type { AdminBooking } from '@setspot/domain/admin/admin-schemas';
import { toCents } from '@setspot/domain/common/money';
import { desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, locations } from '../../db/schema.ts';

/** The bookings a user is party to, as renter or owner, newest first (a user's page). */
export async function bookingsOfParty(db: Executor, userId: string): Promise<AdminBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      locationId: bookings.locationId,
      locationTitle: locations.title,
      renterId: bookings.renterId,
      ownerId: locations.ownerId,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalPrice: bookings.totalPrice,
      refundAmount: bookings.refundAmount,
      cancellationReason: bookings.cancellationReason,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(or(eq(bookings.renterId, userId), eq(locations.ownerId, userId)))
    .orderBy(desc(bookings.createdAt))
    .limit(100);
  return rows.map(({ totalPrice, refundAmount, ...row }) => ({
    ...row,
    totalCents: toCents(totalPrice),
    refundCents: refundAmount === null ? null : toCents(refundAmount),
  }));
}
