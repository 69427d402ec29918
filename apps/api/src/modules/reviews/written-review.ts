import type { WrittenReview } from '@setspot/domain/reviews/review-schemas';
import type { WrittenReviewRow } from './reviews.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A review as its author sees it; `deadline` is when it is published at the latest. */
export function toWrittenReview(row: WrittenReviewRow, deadline: Date | string | null): WrittenReview {
  return {
    id: row.id,
    bookingId: row.bookingId,
    subject: row.subject,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    publishesBy: row.publishedAt ? null : iso(deadline),
  };
}
