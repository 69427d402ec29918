import { REMOVED_BY_SETSPOT } from '@setspot/domain/admin/admin-texts';
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, locations, profiles, reviews, users } from '../../db/schema.ts';
import { cardColumns } from './listing-cards.repository.ts';

// Hidden by an operator (ADR 0038): off its page as if withdrawn.
const live = (id: string) =>
  and(
    eq(locations.id, id),
    isNull(locations.deletedAt),
    isNull(locations.hiddenAt),
    isNull(locations.reviewStatus),
  );

/** Everything the detail page shows of a live listing and its owner, or null. */
export async function findLocationDetailRow(db: Db, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      country: locations.country,
      pricePerHour: locations.pricePerHour,
      pricingType: locations.pricingType,
      availability: locations.availability,
      powerCapacity: locations.powerCapacity,
      maxCrewSize: locations.maxCrewSize,
      noiseLevel: locations.noiseLevel,
      loadInNotes: locations.loadInNotes,
      permitRequired: locations.permitRequired,
      filmingRestrictions: locations.filmingRestrictions,
      availableEquipment: locations.availableEquipment,
      updatedAt: locations.updatedAt,
      owner: {
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        avatarUrl: profiles.avatarUrl,
        phone: profiles.phone,
        visibleEmail: profiles.visibleEmail,
        visiblePhone: profiles.visiblePhone,
        email: users.email,
      },
    })
    .from(locations)
    .innerJoin(profiles, eq(profiles.id, locations.ownerId))
    .innerJoin(users, eq(users.id, profiles.id))
    .where(live(id));
  return row ?? null;
}

export type LocationDetailRow = NonNullable<Awaited<ReturnType<typeof findLocationDetailRow>>>;

/**
 * The owner's booking requests that count for the response rate (architecture section 2): the answered
 * ones, and the ones left unanswered for a full day. A request withdrawn or expired within its first
 * day was never the owner's to miss.
 */
export async function ownerResponseCounts(db: Db, ownerId: string) {
  const answeredAt = sql`coalesce(${bookings.approvedAt}, ${bookings.rejectedAt})`;
  const day = sql`interval '24 hours'`;
  const [row] = await db
    .select({
      requests: sql<number>`count(*)::int`,
      answeredInTime: sql<number>`(count(*) filter (where ${answeredAt} <= ${bookings.createdAt} + ${day}))::int`,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(
      and(
        eq(locations.ownerId, ownerId),
        sql`(${answeredAt} is not null or (${bookings.status} in ('pending', 'expired')
          and ${bookings.createdAt} <= now() - ${day}
          and coalesce(${bookings.expiresAt}, now()) >= ${bookings.createdAt} + ${day}))`,
      ),
    );
  return { requests: Number(row?.requests ?? 0), answeredInTime: Number(row?.answeredInTime ?? 0) };
}

export async function isLiveLocation(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: locations.id }).from(locations).where(live(id));
  return rows.length > 0;
}

/**
 * Published reviews of the listing, newest first, with the reviewer's name when the account still
 * exists, plus the viewer's own hidden review (double-blind: only its author sees it, ADR 0015).
 */
export function findReviews(db: Db, locationId: string, viewerId: string | null) {
  const visible = viewerId
    ? or(isNotNull(reviews.publishedAt), eq(reviews.reviewerId, viewerId))
    : isNotNull(reviews.publishedAt);
  return db
    .select({
      id: reviews.id,
      locationId: reviews.locationId,
      bookingId: reviews.bookingId,
      reviewerId: reviews.reviewerId,
      rating: reviews.rating,
      // A review an operator removed keeps its place, with SetSpot's words instead of its text (ADR 0038).
      comment: sql<
        string | null
      >`case when ${reviews.removedAt} is null then ${reviews.comment} else ${REMOVED_BY_SETSPOT} end`,
      createdAt: reviews.createdAt,
      publishedAt: reviews.publishedAt,
      reply: sql<string | null>`case when ${reviews.removedAt} is null then ${reviews.reply} end`,
      repliedAt: reviews.repliedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      ownerId: locations.ownerId,
    })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .leftJoin(profiles, eq(profiles.id, reviews.reviewerId))
    .where(and(eq(reviews.locationId, locationId), eq(reviews.subject, 'listing'), visible))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
export type ReviewRow = Awaited<ReturnType<typeof findReviews>>[number];

/**
 * Date ranges held by bookings (architecture section 5): confirmed, completed, and pending requests that
 * have not expired; from today at the location on. Only the dates: nothing about who booked.
 */
export function findHeldDates(db: Db, locationId: string) {
  const today = sql`(now() at time zone (select l.timezone from locations l where l.id = ${locationId}))::date`;
  return db
    .select({ start: bookings.startDate, end: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        sql`(${bookings.status} in ('confirmed', 'completed')
          or (${bookings.status} = 'pending' and (${bookings.expiresAt} is null or ${bookings.expiresAt} > now())))`,
        sql`${bookings.endDate} >= ${today}`,
      ),
    )
    .orderBy(bookings.startDate);
}
