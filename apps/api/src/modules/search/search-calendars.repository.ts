import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ListingCalendar } from './day-bits.ts';
import type { IndexedListing } from './search-index.ts';

type CalendarRow = {
  id: string;
  time_zone: string;
  availability: ListingCalendar['availability'];
  min_days: number;
  max_days: number;
  notice_days: number;
  horizon_days: number;
  instant_book: boolean;
  busy: number[] | null;
};

/**
 * The calendars of some listings for date search (day-bits.ts): rules, and the days held by live
 * bookings, blocked or imported (ADR 0044), from a week back on, as day numbers. One statement for a batch of listings.
 */
export async function attachCalendars(db: Db, listings: IndexedListing[]): Promise<void> {
  if (listings.length === 0) return;
  const ids = listings.map((listing) => listing.id);
  const result = await db.execute<CalendarRow>(sql`
    select l.id, l.timezone as time_zone, l.availability, l.min_booking_days as min_days,
      l.max_booking_days as max_days, l.notice_days, l.horizon_days, l.instant_book,
      (select array_agg(distinct day) from (
         select (b.day - date '1970-01-01') as day from blocked_days b
         where b.location_id = l.id and b.day >= current_date - 7
         union all
         select (i.day - date '1970-01-01') from imported_days i
         where i.location_id = l.id and i.day >= current_date - 7
         union all
         select (g::date - date '1970-01-01') from bookings k,
           generate_series(greatest(k.start_date, current_date - 7), k.end_date, interval '1 day') g
         where k.location_id = l.id and k.end_date >= current_date - 7
           and (k.status in ('confirmed', 'completed')
                or (k.status = 'pending' and (k.expires_at is null or k.expires_at > now())))
       ) d) as busy
    from locations l where l.id = any(${sql.param(ids)}::uuid[])`);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  for (const listing of listings) {
    const row = byId.get(listing.id);
    if (!row) continue;
    listing.calendar = {
      timeZone: row.time_zone,
      availability: row.availability,
      rules: {
        minDays: Number(row.min_days),
        maxDays: Number(row.max_days),
        noticeDays: Number(row.notice_days),
        horizonDays: Number(row.horizon_days),
        instantBook: Boolean(row.instant_book),
      },
      busyDays: (row.busy ?? []).map(Number),
    };
  }
}
