import type { MyBookingCounts, MyBookingTab } from '@setspot/domain/bookings/booking-schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { bookings, locations } from '../../db/schema.ts';
import { type BookingViewRow, selectViews } from './bookings.repository.ts';

/**
 * The filmmaker's tabs in SQL, as time-buckets.ts judges a day:
 * today is the date in the listing's zone at the server's clock (a parameter, so tests can move it);
 * upcoming starts after today, active spans today, past ended before today, and a booking that will
 * not be shot (cancelled, rejected, lapsed) is past whatever its dates.
 */
const today = sql`(${sql.placeholder('now')}::timestamptz at time zone ${locations.timezone})::date`;
const live = sql`${bookings.status} in ('pending', 'confirmed', 'completed')`;
const inTab: Record<MyBookingTab, SQL | undefined> = {
  upcoming: sql`(${live} and ${bookings.startDate} > ${today})`,
  active: sql`(${live} and ${bookings.startDate} <= ${today} and ${bookings.endDate} >= ${today})`,
  past: sql`(not ${live} or ${bookings.endDate} < ${today})`,
  all: undefined,
};

export type RenterBookingsOrder = 'start' | 'requested';
const orders: Record<RenterBookingsOrder, SQL[]> = {
  start: [desc(bookings.startDate), desc(bookings.createdAt), desc(bookings.id)],
  requested: [desc(bookings.createdAt), desc(bookings.id)],
};

const ofRenter = eq(bookings.renterId, sql.placeholder('renterId'));

/** Each tab in each order, and the four counts: prepared once per database (db/prepared.ts). */
const renterReadsOf = preparedPerDatabase((db) => {
  const pages = new Map<string, ReturnType<typeof preparePage>>();
  function preparePage(tab: MyBookingTab, order: RenterBookingsOrder) {
    return selectViews(db)
      .where(and(ofRenter, inTab[tab]))
      .orderBy(...orders[order])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`renter_booking_views_${tab}_${order}`);
  }
  const counts = db
    .select({
      upcoming: sql<number>`(count(*) filter (where ${inTab.upcoming}))::int`,
      active: sql<number>`(count(*) filter (where ${inTab.active}))::int`,
      past: sql<number>`(count(*) filter (where ${inTab.past}))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(ofRenter)
    .prepare('renter_booking_counts');
  return {
    counts,
    page(tab: MyBookingTab, order: RenterBookingsOrder) {
      const key = `${tab}:${order}`;
      let page = pages.get(key);
      if (!page) {
        page = preparePage(tab, order);
        pages.set(key, page);
      }
      return page;
    },
  };
});

/** One page of a tab of the renter's bookings (product section 7, filmmaker reads). */
export function listRenterBookings(
  db: Db,
  renterId: string,
  options: { tab: MyBookingTab; order: RenterBookingsOrder; now: Date; limit: number; offset: number },
): Promise<BookingViewRow[]> {
  return renterReadsOf(db)
    .page(options.tab, options.order)
    .execute({ renterId, now: options.now.toISOString(), limit: options.limit, offset: options.offset });
}

/** How many of the renter's bookings each tab holds at `now`. */
export async function countRenterBookings(db: Db, renterId: string, now: Date): Promise<MyBookingCounts> {
  const [row] = await renterReadsOf(db).counts.execute({ renterId, now: now.toISOString() });
  return row ?? { upcoming: 0, active: 0, past: 0, all: 0 };
}
