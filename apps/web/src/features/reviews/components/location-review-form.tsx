import { ReviewForm } from './review-form';
import { ReviewStatusNote } from './review-status-note';
import { useReviewSubmission } from './use-review-submission';

/**
 * The renter's review of the listing, on /location/{id}?bookingId=… (product section 2). Once written,
 * the author sees where it stands instead of the form. 'Leave a review' leads here, so the form
 * comes into view with focus on it, however far down the page it is.
 */
export function LocationReviewForm({ bookingId }: { bookingId: string }) {
  const review = useReviewSubmission(bookingId, { path: '/api/reviews', subject: 'listing' });
  if (review.written) return <ReviewStatusNote review={review.written} />;
  return (
    <ReviewForm
      title="Leave a review"
      onSubmit={review.submit}
      pending={review.pending}
      error={review.error}
      focusOnMount
    />
  );
}
