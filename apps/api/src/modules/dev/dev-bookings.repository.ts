import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, locations } from '../../db/schema.ts';

/** The first SQLSTATE on an error or its causes (drivers wrap them differently). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Moves a booking into the past and completes it (a stay of the same length that ended `endedDaysAgo`
 * days ago), as days passing and the settle sweep would. For browser journeys on a development server
 * only. Answers 'taken' when another booking already holds those past days (the overlap constraint).
 */
export async function completeBookingNow(
  db: Db,
  id: string,
  endedDaysAgo: number,
): Promise<'completed' | 'not_found' | 'taken'> {
  // Days in the listing's time zone (booking days are dates there): counted from the server's
  // current_date, the booking would still be running in New York on the evening before a UTC midnight.
  const listingToday = sql`(now() AT TIME ZONE (SELECT ${locations.timezone} FROM ${locations} WHERE ${locations.id} = ${bookings.locationId}))::date`;
  const end = sql`(${listingToday} - ${sql.raw(String(Math.trunc(endedDaysAgo)))})`;
  try {
    const rows = await db
      .update(bookings)
      .set({
        status: 'completed',
        paymentStatus: 'paid',
        // SET reads the row as it was: the stay keeps its length, and so its price.
        startDate: sql`${end} - (${bookings.endDate} - ${bookings.startDate})`,
        endDate: end,
      })
      .where(eq(bookings.id, id))
      .returning({ id: bookings.id });
    return rows.length > 0 ? 'completed' : 'not_found';
  } catch (error) {
    if (sqlState(error) === '23P01') return 'taken';
    throw error;
  }
}
