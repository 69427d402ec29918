import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blockedDays, bookings, calendarFeeds, locations } from '../../db/schema.ts';

export async function findFeedToken(db: Executor, locationId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.locationId, locationId));
  return row?.token ?? null;
}

/** The listing's one token: a new one replaces the old, which then names nothing. */
export async function replaceFeedToken(db: Executor, locationId: string, token: string) {
  await db
    .insert(calendarFeeds)
    .values({ locationId, token })
    .onConflictDoUpdate({ target: calendarFeeds.locationId, set: { token, createdAt: new Date() } });
}

/** The live listing a token opens, or null. */
export async function findFeedListing(db: Executor, token: string) {
  const [row] = await db
    .select({ id: locations.id, title: locations.title, timeZone: locations.timezone })
    .from(calendarFeeds)
    .innerJoin(locations, eq(locations.id, calendarFeeds.locationId))
    .where(and(eq(calendarFeeds.token, token), isNull(locations.deletedAt)));
  return row ?? null;
}

/** Days held by live bookings and blocked days from `from` on: dates only, nothing about who. */
export async function findFeedDays(db: Executor, locationId: string, from: string) {
  const [held, blocked] = await Promise.all([
    db
      .select({ id: bookings.id, start: bookings.startDate, end: bookings.endDate })
      .from(bookings)
      .where(
        and(
          eq(bookings.locationId, locationId),
          gte(bookings.endDate, from),
          sql`(${bookings.status} in ('confirmed', 'completed')
            or (${bookings.status} = 'pending' and (${bookings.expiresAt} is null or ${bookings.expiresAt} > now())))`,
        ),
      ),
    db
      .select({ day: blockedDays.day })
      .from(blockedDays)
      .where(and(eq(blockedDays.locationId, locationId), gte(blockedDays.day, from))),
  ]);
  return { held, blocked: blocked.map((row) => row.day) };
}
