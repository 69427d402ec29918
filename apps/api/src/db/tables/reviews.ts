import type { ReviewSubject } from '@setspot/domain/reviews/review-schemas';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt } from './columns.ts';
import { locations } from './listings.ts';
import { profiles } from './profiles.ts';

// Reviews both ways (ADR 0015).

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // 'listing': the renter reviews the listing; 'renter': the owner reviews the renter (ADR 0015).
    subject: text('subject').$type<ReviewSubject>().notNull().default('listing'),
    reviewerId: text('reviewer_id').references(() => profiles.id, { onDelete: 'set null' }),
    revieweeId: text('reviewee_id').references(() => profiles.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    // Null while a review waits for the other side's (double-blind); rows written outside the API are public.
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    // Removed by an operator: shown as 'Removed by SetSpot', out of the average (ADR 0038).
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_location_idx').on(t.locationId, t.createdAt),
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt).where(sql`subject = 'renter'`),
    index('reviews_hidden_idx').on(t.bookingId).where(sql`published_at is null`),
    unique('reviews_booking_subject_unique').on(t.bookingId, t.subject),
    check('reviews_rating_check', sql`rating between 1 and 5`),
    check('reviews_subject_check', sql`subject in ('listing', 'renter')`),
    check(
      'reviews_reply_check',
      sql`(reply is null) = (replied_at is null) and (reply is null or subject = 'listing')`,
    ),
  ],
);
