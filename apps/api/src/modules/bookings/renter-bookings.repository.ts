import type { MyBookingCounts, MyBookingTab } from '@setspot/domain/bookings/booking-schemas';
import { desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { bookings, locations, profiles } from '../../db/schema.ts';
import { type BookingViewRow, viewColumns } from './bookings.repository.ts';

export type RenterBookingsOrder = 'start' | 'requested';

const ofRenter = eq(bookings.renterId, sql.placeholder('renterId'));

/**
 * The renter's bookings, each with today's date in its listing's zone at the server's clock (a
 * parameter, so tests can move it). The zone is read by a subquery per booking, not a join: joined,
 * PostgreSQL may hash every listing to match a renter's few dozen bookings (pgbench: the page and
 * counts ran 1,187 times a second that way, 3,709 as this one statement; ADR 0033, tenth amendment).
 */
function renterBookingsWithToday(db: Db) {
  return db.$with('mine').as(
    db
      .select({
        id: bookings.id,
        status: bookings.status,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        createdAt: bookings.createdAt,
        // Qualified by hand: drizzle writes a one-table select's columns without their table.
        today:
          sql<string>`(select (${sql.placeholder('now')}::timestamptz at time zone zone_of.timezone)::date
          from ${locations} as zone_of where zone_of.id = ${bookings}.location_id)`.as('today'),
      })
      .from(bookings)
      .where(ofRenter),
  );
}
type Mine = ReturnType<typeof renterBookingsWithToday>;

/**
 * The filmmaker's tabs, as time-buckets.ts judges a day: upcoming starts after today, active spans
 * today, past ended before today, and a booking that will not be shot (cancelled, rejected, lapsed)
 * is past whatever its dates.
 */
function tabsOf(mine: Mine): Record<MyBookingTab, SQL | undefined> {
  const live = sql`${mine.status} in ('pending', 'confirmed', 'completed')`;
  return {
    upcoming: sql`(${live} and ${mine.startDate} > ${mine.today})`,
    active: sql`(${live} and ${mine.startDate} <= ${mine.today} and ${mine.endDate} >= ${mine.today})`,
    past: sql`(not ${live} or ${mine.endDate} < ${mine.today})`,
    all: undefined,
  };
}

/** The two orders of a page, over the renter's bookings or over the page picked from them. */
function ordersOf(by: { startDate: SQLWrapper; createdAt: SQLWrapper; id: SQLWrapper }) {
  return {
    start: [desc(by.startDate), desc(by.createdAt), desc(by.id)],
    requested: [desc(by.createdAt), desc(by.id)],
  } satisfies Record<RenterBookingsOrder, SQL[]>;
}

/**
 * One page of a tab and every tab's count in one statement (ADR 0033, tenth amendment): the renter's
 * bookings' dates are read once and counted, and the page's few rows alone are read whole. The
 * counts are the statement's first table, so an empty page is one row of counts and no booking.
 */
function preparePage(db: Db, tab: MyBookingTab, order: RenterBookingsOrder) {
  const mine = renterBookingsWithToday(db);
  const tabs = tabsOf(mine);
  const counts = db.$with('counts').as(
    db
      .select({
        upcoming: sql<number>`(count(*) filter (where ${tabs.upcoming}))::int`.as('upcoming'),
        active: sql<number>`(count(*) filter (where ${tabs.active}))::int`.as('active'),
        past: sql<number>`(count(*) filter (where ${tabs.past}))::int`.as('past'),
        all: sql<number>`count(*)::int`.as('all'),
      })
      .from(mine),
  );
  const page = db
    .select({ id: mine.id, startDate: mine.startDate, createdAt: mine.createdAt })
    .from(mine)
    .where(tabs[tab])
    .orderBy(...ordersOf(mine)[order])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // The page's bookings are read again by id from the table itself: a subquery's columns are
  // proxies, and drizzle maps each value of each row through them, which cost more than the read.
  // The selection is flat for the same reason: drizzle maps nested objects of a join value by value.
  return db
    .with(mine, counts)
    .select({
      ...viewColumns,
      upcomingCount: counts.upcoming,
      activeCount: counts.active,
      pastCount: counts.past,
      allCount: counts.all,
    })
    .from(counts)
    .leftJoin(page, sql`true`)
    .leftJoin(bookings, eq(bookings.id, page.id))
    .leftJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(profiles, eq(profiles.id, bookings.renterId))
    .orderBy(...ordersOf(page)[order])
    .prepare(`renter_bookings_${tab}_${order}`);
}

const renterPagesOf = preparedPerDatabase((db) => {
  const pages = new Map<string, ReturnType<typeof preparePage>>();
  return (tab: MyBookingTab, order: RenterBookingsOrder) => {
    const key = `${tab}:${order}`;
    let page = pages.get(key);
    if (!page) {
      page = preparePage(db, tab, order);
      pages.set(key, page);
    }
    return page;
  };
});

/** One page of a tab of the renter's bookings and how many each tab holds at `now` (product section 7). */
export async function renterBookingsPage(
  db: Db,
  renterId: string,
  options: { tab: MyBookingTab; order: RenterBookingsOrder; now: Date; limit: number; offset: number },
): Promise<{ counts: MyBookingCounts; rows: BookingViewRow[] }> {
  const found = await renterPagesOf(db)(options.tab, options.order).execute({
    renterId,
    now: options.now.toISOString(),
    limit: options.limit,
    offset: options.offset,
  });
  const first = found[0];
  const counts = first
    ? { upcoming: first.upcomingCount, active: first.activeCount, past: first.pastCount, all: first.allCount }
    : { upcoming: 0, active: 0, past: 0, all: 0 };
  // An empty page is the counts' row alone, its booking columns null.
  const rows = found.filter((row) => row.id !== null) as BookingViewRow[];
  return { counts, rows };
}
