import { z } from 'zod';
import { idSchema, instantSchema, optionalTextSchema } from '../shared/common-schemas.ts';
import { MAX_RATING, MIN_RATING } from '../shared/constants.ts';
import { RATING_OUT_OF_RANGE } from './review-texts.ts';

export const ratingSchema = z
  .number({ error: RATING_OUT_OF_RANGE })
  .int(RATING_OUT_OF_RANGE)
  .min(MIN_RATING, RATING_OUT_OF_RANGE)
  .max(MAX_RATING, RATING_OUT_OF_RANGE);

/** Spec section 3 Review. A null reviewer is shown as 'Anonymous'. */
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

/** POST /api/reviews. The location comes from the booking on the server, not from the client. */
export const reviewRequestSchema = z.object({
  bookingId: idSchema,
  rating: ratingSchema,
  comment: optionalTextSchema(2000),
});
export type ReviewRequestInput = z.input<typeof reviewRequestSchema>;
export type ReviewRequest = z.output<typeof reviewRequestSchema>;

/** 'Anonymous' when the reviewer is unknown or has no name (spec section 2, Reviews tab). */
export function reviewerName(reviewer: Review['reviewer']): string {
  const name = reviewer ? `${reviewer.firstName} ${reviewer.lastName}`.trim() : '';
  return name || 'Anonymous';
}

/** Average to one decimal (spec section 9), or null with no reviews. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}
