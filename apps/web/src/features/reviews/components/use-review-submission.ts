import { FAILED_TO_SUBMIT_REVIEW, REVIEW_SUBMITTED_SUCCESSFULLY } from '@setspot/domain/reviews/review-texts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { useMyReviews } from '../api/get-my-reviews';
import type { ReviewValues } from './review-form';

type Side = { path: '/api/reviews'; subject: 'listing' } | { path: '/api/renter-reviews'; subject: 'renter' };

/**
 * One side's review of a booking (the renter's of the listing, or the owner's of the renter): the
 * review already written, if any, and the submit that says how it went: success in a toast (spec
 * section 8), a failure in the form only.
 */
export function useReviewSubmission(bookingId: string, side: Side) {
  const mine = useMyReviews();
  const create = useCreateReview(side.path);
  const [error, setError] = useState<string | null>(null);
  const written = mine.data?.reviews.find((r) => r.bookingId === bookingId && r.subject === side.subject);

  async function submit({ rating, comment }: ReviewValues) {
    setError(null);
    try {
      await create.mutateAsync({ bookingId, rating, comment });
      showToast((toast) => toast.success(REVIEW_SUBMITTED_SUCCESSFULLY));
      return true;
    } catch (failure) {
      // Said once, in the form beside what is to be fixed, not in a toast as well.
      setError(`${FAILED_TO_SUBMIT_REVIEW} ${errorMessage(failure)}`);
      return false;
    }
  }

  return { written, submit, pending: create.isPending, error };
}
