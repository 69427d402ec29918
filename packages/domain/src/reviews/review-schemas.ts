import { z } from 'zod';
import { idSchema, instantSchema, optionalTextSchema, uuidSchema } from '../common/common-schemas.ts';
import { MAX_RATING, MIN_RATING } from '../common/constants.ts';
import { REVIEW_COMMENT_MAX } from './review-limits.ts';
import { RATING_OUT_OF_RANGE, REPLY_REQUIRED } from './review-texts.ts';

export const ratingSchema = z
  .number({ error: RATING_OUT_OF_RANGE })
  .int(RATING_OUT_OF_RANGE)
  .min(MIN_RATING, RATING_OUT_OF_RANGE)
  .max(MAX_RATING, RATING_OUT_OF_RANGE);

/**
 * What a review is about (ADR 0015): the renter reviews the listing, the listing's owner reviews the
 * renter. One of each per completed booking.
 */
export const REVIEW_SUBJECTS = ['listing', 'renter'] as const;
export const reviewSubjectSchema = z.enum(REVIEW_SUBJECTS);
export type ReviewSubject = z.infer<typeof reviewSubjectSchema>;

/** Product section 3 Review. A null reviewer is shown as 'Anonymous'. */
export const reviewSchema = z.object({
  id: idSchema,
  locationId: idSchema,
  bookingId: idSchema.nullable(),
  reviewerId: idSchema.nullable(),
  rating: ratingSchema,
  comment: z.string().nullable(),
  createdAt: instantSchema,
  reviewer: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * POST /api/reviews (the renter, of the listing) and POST /api/renter-reviews (the owner, of the
 * renter). The location and the person reviewed come from the booking on the server.
 */
export const reviewRequestSchema = z.object({
  bookingId: uuidSchema(),
  rating: ratingSchema,
  comment: optionalTextSchema(REVIEW_COMMENT_MAX),
});
export type ReviewRequestInput = z.input<typeof reviewRequestSchema>;
export type ReviewRequest = z.output<typeof reviewRequestSchema>;

/** POST /api/reviews/{id}/reply: the listing owner's one public answer. */
export const reviewReplyRequestSchema = z.object({
  reply: z.string({ error: REPLY_REQUIRED }).trim().min(1, REPLY_REQUIRED).max(REVIEW_COMMENT_MAX),
});
export type ReviewReplyRequest = z.infer<typeof reviewReplyRequestSchema>;

export const reviewReplySchema = z.object({ text: z.string(), createdAt: instantSchema });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review as its author sees it: published or still hidden, and until when at the latest. */
export const writtenReviewSchema = z.object({
  id: idSchema,
  bookingId: idSchema.nullable(),
  subject: reviewSubjectSchema,
  rating: ratingSchema,
  comment: z.string().nullable(),
  createdAt: instantSchema,
  /** Null while hidden: until the other side reviews, or `publishesBy`. */
  publishedAt: instantSchema.nullable(),
  publishesBy: instantSchema.nullable(),
});
export type WrittenReview = z.infer<typeof writtenReviewSchema>;
export const writtenReviewResponseSchema = z.object({ review: writtenReviewSchema });
export const myReviewsSchema = z.object({ reviews: z.array(writtenReviewSchema) });
export type MyReviews = z.infer<typeof myReviewsSchema>;

/** GET /api/filmmakers/{id}/reviews: what owners wrote about a filmmaker, published only. */
export const renterReviewSchema = z.object({
  id: idSchema,
  rating: ratingSchema,
  comment: z.string().nullable(),
  createdAt: instantSchema,
  reviewerName: z.string(),
  locationTitle: z.string(),
});
export type RenterReview = z.infer<typeof renterReviewSchema>;
export const renterReviewsSchema = z.object({
  reviews: z.array(renterReviewSchema),
  count: z.number().int().min(0),
  averageRating: z.number().min(0).max(5).nullable(),
});
export type RenterReviews = z.infer<typeof renterReviewsSchema>;

/** 'Anonymous' when the reviewer is unknown or has no name (product section 2, Reviews tab). */
export function reviewerName(reviewer: Review['reviewer']): string {
  const name = reviewer ? `${reviewer.firstName} ${reviewer.lastName}`.trim() : '';
  return name || 'Anonymous';
}

/** Average to one decimal (product section 9), or null with no reviews. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}

export { REVIEW_COMMENT_MAX } from './review-limits.ts';
