import { BOOKING_NOT_FOUND } from '@setspot/domain/bookings/booking-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { isReviewWindowOpen, reviewDeadline } from '@setspot/domain/reviews/review-publication';
import type { ReviewRequest, ReviewSubject, WrittenReview } from '@setspot/domain/reviews/review-schemas';
import {
  RENTER_REVIEW_NOT_ALLOWED,
  REVIEW_ALREADY_SUBMITTED,
  REVIEW_NOT_ALLOWED,
  REVIEW_PERIOD_OVER,
} from '@setspot/domain/reviews/review-texts';
import type { AppDeps } from '../../app-deps.ts';
import { sqlState } from '../../db/sql-state.ts';
import {
  findBookingReviews,
  insertReview,
  lockReviewedBooking,
  publishBookingReviews,
  type ReviewedBooking,
} from './reviews.repository.ts';
import { toWrittenReview } from './written-review.ts';

type Caller = { id: string };

const alreadyReviewed = refusal('conflict', REVIEW_ALREADY_SUBMITTED);

/** Who writes a review of each subject, who it is about, and what a wrong author is told. */
const SIDES: Record<
  ReviewSubject,
  {
    author: (b: ReviewedBooking) => string | null;
    reviewee: (b: ReviewedBooking) => string | null;
    refused: string;
  }
> = {
  listing: { author: (b) => b.renterId, reviewee: (b) => b.ownerId, refused: REVIEW_NOT_ALLOWED },
  renter: { author: (b) => b.ownerId, reviewee: (b) => b.renterId, refused: RENTER_REVIEW_NOT_ALLOWED },
};

/**
 * One side's review of a completed booking (ADR 0015): the renter's of the listing or the owner's of
 * the renter, once each, within 14 days of the booking's end. It stays hidden until the other side's
 * review arrives (then both are published together) or the window closes (the sweep publishes it).
 * The booking row lock orders two reviews of one booking, so the second always sees the first.
 */
export async function submitReview(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  subject: ReviewSubject,
  input: ReviewRequest,
): Promise<Outcome<WrittenReview>> {
  const side = SIDES[subject];
  try {
    return await deps.db.transaction(async (tx): Promise<Outcome<WrittenReview>> => {
      const booking = await lockReviewedBooking(tx, input.bookingId);
      if (!booking || (booking.renterId !== caller.id && booking.ownerId !== caller.id)) {
        return refusal('not_found', BOOKING_NOT_FOUND);
      }
      if (side.author(booking) !== caller.id || booking.status !== 'completed') {
        return refusal('forbidden', side.refused);
      }
      const existing = await findBookingReviews(tx, booking.id);
      if (existing.some((review) => review.subject === subject)) return alreadyReviewed;
      const now = deps.clock.now();
      const deadline = reviewDeadline(booking.endDate, booking.timeZone);
      if (!isReviewWindowOpen(now, deadline)) return refusal('conflict', REVIEW_PERIOD_OVER);
      const otherSideIn = existing.length > 0;
      const row = await insertReview(tx, {
        locationId: booking.locationId,
        bookingId: booking.id,
        subject,
        reviewerId: caller.id,
        revieweeId: side.reviewee(booking),
        rating: input.rating,
        comment: input.comment,
        createdAt: now,
        publishedAt: otherSideIn ? now : null,
      });
      if (otherSideIn) await publishBookingReviews(tx, booking.id, now);
      return success(toWrittenReview(row, deadline));
    });
  } catch (error) {
    // The unique (booking, subject) constraint is the last word on "once", whatever the locks did.
    if (sqlState(error) === '23505') return alreadyReviewed;
    throw error;
  }
}
