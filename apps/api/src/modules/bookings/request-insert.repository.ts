import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { announceLocationChange } from '../../db/location-changes.ts';
import { runNamed } from '../../db/named-statement.ts';
import { bookings, type locations } from '../../db/schema.ts';
import { isExclusionViolation } from '../../db/sql-state.ts';

/** What a request is judged against: the listing's facts as they were read. */
export type ListingFacts = {
  id: string;
  ownerId: string | null;
  title: string;
  address: string;
  city: string;
  state: string;
  timeZone: string;
  price: string;
  availability: typeof locations.$inferSelect.availability;
  deletedAt: Date | null;
};

/**
 * A live booking holds the dates: a confirmed or completed one, or a request not yet past its expiry
 * (DATE_HOLDING_STATUSES in the domain, and the exclusion constraint's WHERE).
 */
const heldBy = (range: string, now: string) => `exists (
    select 1 from bookings held
    where held.location_id = l.id
      and daterange(held.start_date, held.end_date, '[]') && ${range}
      and (held.status in ('confirmed', 'completed')
           or (held.status = 'pending' and (held.expires_at is null or held.expires_at > ${now}))))`;

// A listing hidden by SetSpot (ADR 0038) takes no requests, as a withdrawn one: both read as gone.
const FACTS = `l.id, l.owner_id as "ownerId", l.title, l.address, l.city, l.state, l.timezone as "timeZone",
  l.price, l.availability, coalesce(l.deleted_at, l.hidden_at) as "deletedAt"`;

/**
 * The listing as it is now (no lock; see insertRequest), and whether a live booking already holds one
 * of the days: that answer lets most conflicts (a popular listing) be refused without an insert.
 */
export async function findListingForBooking(
  db: Db,
  locationId: string,
  range: { startDate: string; endDate: string },
  now: Date,
): Promise<(ListingFacts & { taken: boolean }) | null> {
  const [row] = await runNamed<ListingFacts & { taken: boolean }>(
    db,
    'booking-listing-facts',
    `select ${FACTS}, ${heldBy(`daterange($2::date, $3::date, '[]')`, '$4')} as taken
     from locations l where l.id = $1`,
    [locationId, range.startDate, range.endDate, now],
  );
  return row ?? null;
}

export type RequestValues = {
  renterId: string;
  startDate: string;
  endDate: string;
  totalPrice: string;
  /** The renter's service fee and SetSpot's share, as the request was priced (ADR 0036). */
  serviceFee: string;
  platformFeePercent: string;
  projectDetails: string | null;
  crewSize: number;
  specialRequests: string | null;
  expiresAt: Date;
  createdAt: Date;
};

/** The request as stored: its id and the state the table gives a new row. */
export type InsertedRequest = { id: string; status: 'pending'; paymentStatus: 'unpaid' };

/**
 * What insertRequest answers: the request is in; the dates are held (`live`: by a live booking seen
 * before the insert, else the exclusion constraint refused them, perhaps for a request past its
 * expiry); or the listing is not what the request was judged against (withdrawn, repriced, other
 * days offered), with its facts as they are now to judge again (null when it is gone).
 */
export type InsertAnswer =
  | { kind: 'inserted'; request: InsertedRequest; listing: ListingFacts }
  | { kind: 'overlap'; live: boolean }
  | { kind: 'changed'; listing: (ListingFacts & { taken: boolean }) | null };

const INSERT_REQUEST = `
with facts as (
  select ${FACTS}, ${heldBy(`daterange($2::date, $3::date, '[]')`, '$4')} as taken
  from locations l where l.id = $1
),
turn as (
  select l.id from locations l join facts f on f.id = l.id
  where not f.taken and l.deleted_at is null and l.hidden_at is null and l.owner_id is not distinct from $5
    and l.price = $6 and l.timezone = $7 and l.availability = $8::jsonb
  for no key update of l
),
inserted as (
  insert into bookings (location_id, renter_id, start_date, end_date, total_price, project_details,
    crew_size, special_requests, expires_at, created_at, service_fee, platform_fee_percent)
  select id, $9, $2::date, $3::date, $10, $11, $12, $13, $14, $4, $15, $16 from turn
  returning id, status, payment_status
)
select f.*, i.id as "bookingId", i.status, i.payment_status as "paymentStatus"
from facts f left join inserted i on true`;

/**
 * Inserts a booking request in one statement, one round trip: it reads the listing and whether a
 * live booking holds the days, takes the listing's turn (its row lock) only when they are free, checks
 * under that lock that the listing is still live, owned, priced and offered as the request was judged
 * (`judged`, possibly remembered from an earlier request), and inserts. Withdrawing a listing locks it
 * FOR UPDATE (listings.service deleteListing), so a request and a withdrawal never both succeed
 * (docs/decisions/0005). The lock is FOR NO KEY UPDATE, not FOR SHARE, so that requests for one listing
 * take turns: with a shared lock, concurrent inserts of overlapping dates each waited on the other's
 * unfinished row in the exclusion check, PostgreSQL broke those deadlocks one per second, and a burst
 * on a popular listing could stall for minutes. Taking turns, each insert sees the one before it
 * committed, and the exclusion constraint (bookings_no_overlap) refuses an overlap at once.
 */
export async function insertRequest(
  db: Db,
  judged: ListingFacts,
  values: RequestValues,
): Promise<InsertAnswer> {
  let row: (ListingFacts & { taken: boolean; bookingId: string | null }) | undefined;
  try {
    [row] = await runNamed(db, 'booking-request-insert', INSERT_REQUEST, [
      judged.id,
      values.startDate,
      values.endDate,
      values.createdAt,
      judged.ownerId,
      judged.price,
      judged.timeZone,
      JSON.stringify(judged.availability),
      values.renterId,
      values.totalPrice,
      values.projectDetails,
      values.crewSize,
      values.specialRequests,
      values.expiresAt,
      values.serviceFee,
      values.platformFeePercent,
    ]);
  } catch (error) {
    if (isExclusionViolation(error)) return { kind: 'overlap', live: false };
    throw error;
  }
  if (!row) return { kind: 'changed', listing: null };
  const { bookingId, status, paymentStatus, taken, ...listing } = row as typeof row & InsertedRequest;
  if (bookingId) {
    announceLocationChange(db, listing.id);
    return { kind: 'inserted', request: { id: bookingId, status, paymentStatus }, listing };
  }
  if (taken) return { kind: 'overlap', live: true };
  return { kind: 'changed', listing: { ...listing, taken } };
}

/** Pending requests of a listing that overlap a range and are past their expiry. */
export async function findOverdueOverlaps(
  db: Executor,
  locationId: string,
  range: { startDate: string; endDate: string },
  now: Date,
) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        eq(bookings.status, 'pending'),
        lte(bookings.expiresAt, now),
        sql`daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && daterange(${range.startDate}::date, ${range.endDate}::date, '[]')`,
      ),
    );
  return rows.map((row) => row.id);
}
