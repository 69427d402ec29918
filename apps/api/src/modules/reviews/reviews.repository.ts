import { REVIEW_WINDOW_DAYS } from '@setspot/domain/reviews/review-publication';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { bookings, locations, profiles, reviews } from '../../db/schema.ts';

/** A booking under its row lock, with what deciding on a review of it needs. */
export async function lockReviewedBooking(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      renterId: bookings.renterId,
      endDate: bookings.endDate,
      locationId: bookings.locationId,
      ownerId: locations.ownerId,
      timeZone: locations.timezone,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(eq(bookings.id, bookingId))
    // Both sides' reviews of one booking are decided one after the other: the second sees the first.
    .for('update', { of: bookings });
  return row ?? null;
}
export type ReviewedBooking = NonNullable<Awaited<ReturnType<typeof lockReviewedBooking>>>;

const writtenColumns = {
  id: reviews.id,
  bookingId: reviews.bookingId,
  subject: reviews.subject,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  publishedAt: reviews.publishedAt,
};

export async function findBookingReviews(tx: Executor, bookingId: string) {
  return tx.select(writtenColumns).from(reviews).where(eq(reviews.bookingId, bookingId));
}

export async function insertReview(tx: Tx, fields: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(fields).returning(writtenColumns);
  if (!row) throw new Error('Inserting a review returned no row');
  return row;
}

/** Publishes the hidden reviews of one booking (the second review is in). */
export async function publishBookingReviews(tx: Tx, bookingId: string, at: Date) {
  await tx
    .update(reviews)
    .set({ publishedAt: at })
    .where(and(eq(reviews.bookingId, bookingId), isNull(reviews.publishedAt)));
}

/** The end of a booking's review window, in SQL: 14 days after its last day ended in the listing's zone. */
const deadlineOf = sql`((${bookings.endDate} + ${sql.raw(String(REVIEW_WINDOW_DAYS + 1))})::timestamp at time zone ${locations.timezone})`;

/** Publishes every hidden review whose window closed by `now`; returns how many. */
export async function publishOverdueReviews(db: Db, now: Date): Promise<number> {
  const rows = await db.execute<{ id: string }>(sql`
    update reviews set published_at = ${now.toISOString()}::timestamptz
    from bookings join locations on locations.id = bookings.location_id
    where reviews.booking_id = bookings.id and reviews.published_at is null
      and ${deadlineOf} <= ${now.toISOString()}::timestamptz
    returning reviews.id`);
  return rows.rows.length;
}

/** A listing review with its listing's owner, locked for the owner's reply. */
export async function lockReviewForReply(tx: Tx, reviewId: string) {
  const [row] = await tx
    .select({
      id: reviews.id,
      subject: reviews.subject,
      publishedAt: reviews.publishedAt,
      reply: reviews.reply,
      ownerId: locations.ownerId,
    })
    .from(reviews)
    .innerJoin(locations, and(eq(locations.id, reviews.locationId), isNull(locations.deletedAt)))
    .where(eq(reviews.id, reviewId))
    .for('update', { of: reviews });
  return row ?? null;
}

export async function saveReply(tx: Tx, reviewId: string, reply: string, at: Date) {
  await tx.update(reviews).set({ reply, repliedAt: at }).where(eq(reviews.id, reviewId));
}

/** The reviews a user wrote, newest first, with when each is published at the latest. */
export async function findWrittenReviews(db: Db, reviewerId: string) {
  return db
    .select({ ...writtenColumns, deadline: sql<Date | string | null>`${deadlineOf}` })
    .from(reviews)
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(locations, eq(locations.id, bookings.locationId))
    .where(eq(reviews.reviewerId, reviewerId))
    .orderBy(desc(reviews.createdAt));
}

/** Published reviews of a renter by owners, newest first, with the owner's name and the listing. */
export async function findPublishedRenterReviews(db: Db, renterId: string) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      locationTitle: locations.title,
    })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .leftJoin(profiles, eq(profiles.id, reviews.reviewerId))
    .where(
      and(eq(reviews.revieweeId, renterId), eq(reviews.subject, 'renter'), isNotNull(reviews.publishedAt)),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export type WrittenReviewRow = Awaited<ReturnType<typeof findBookingReviews>>[number];
