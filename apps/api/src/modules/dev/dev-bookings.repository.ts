import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, locations } from '../../db/schema.ts';

/**
 * Moves a booking into the past and completes it (a two-day stay that ended `endedDaysAgo` days ago),
 * as days passing and the settle sweep would. For browser journeys on a development server only.
 */
export async function completeBookingNow(db: Db, id: string, endedDaysAgo: number): Promise<boolean> {
  // Days in the listing's time zone (booking days are dates there): counted from the server's
  // current_date, the booking would still be running in New York on the evening before a UTC midnight.
  const listingToday = sql`(now() AT TIME ZONE (SELECT ${locations.timezone} FROM ${locations} WHERE ${locations.id} = ${bookings.locationId}))::date`;
  const end = sql`(${listingToday} - ${sql.raw(String(Math.trunc(endedDaysAgo)))})`;
  const rows = await db
    .update(bookings)
    .set({
      status: 'completed',
      paymentStatus: 'paid',
      startDate: sql`${end} - 1`,
      endDate: end,
    })
    .where(eq(bookings.id, id))
    .returning({ id: bookings.id });
  return rows.length > 0;
}
