import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { announceLocationChange } from '../../db/location-changes.ts';
import { bookings, locations } from '../../db/schema.ts';

/** The booking's status, its row locked until the transaction ends; null when there is none. */
export async function lockBookingStatus(tx: Tx, id: string) {
  const [row] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update');
  return row?.status ?? null;
}

/**
 * Moves a booking's days into the past (a stay of the same length that ended `endedDaysAgo` days
 * ago), as days passing would; its status is left to the settle step. For browser journeys on a
 * development server only. Fails with SQLSTATE 23P01 when another booking holds those past days.
 */
export async function moveBookingIntoPast(tx: Tx, id: string, endedDaysAgo: number): Promise<void> {
  // Days in the listing's time zone (booking days are dates there): counted from the server's
  // current_date, the booking would still be running in New York on the evening before a UTC midnight.
  const listingToday = sql`(now() AT TIME ZONE (SELECT ${locations.timezone} FROM ${locations} WHERE ${locations.id} = ${bookings.locationId}))::date`;
  const end = sql`(${listingToday} - ${sql.raw(String(Math.trunc(endedDaysAgo)))})`;
  const rows = await tx
    .update(bookings)
    .set({
      // SET reads the row as it was: the stay keeps its length, and so its price.
      startDate: sql`${end} - (${bookings.endDate} - ${bookings.startDate})`,
      endDate: end,
    })
    .where(eq(bookings.id, id))
    .returning({ locationId: bookings.locationId });
  for (const row of rows) announceLocationChange(tx, row.locationId);
}
