import { Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InlineLoading } from '../../../components/ui/spinner';
import { ReviewStatusNote } from './review-status-note';
import { useReviewSubmission } from './use-review-submission';

// The form (star input, comment) is fetched when the owner opens it, not with the bookings page.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

/** The owner's review of the filmmaker of a completed booking: a button that opens the form. */
export function RenterReviewAction({ bookingId, renterName }: { bookingId: string; renterName: string }) {
  const review = useReviewSubmission(bookingId, { path: '/api/renter-reviews', subject: 'renter' });
  const [open, setOpen] = useState(false);
  if (review.written) return <ReviewStatusNote review={review.written} />;
  if (!open) {
    return (
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
        <Star aria-hidden="true" />
        Review {renterName}
      </Button>
    );
  }
  return (
    <Suspense fallback={<InlineLoading label="Loading the review form..." />}>
      <ReviewForm
        title={`Review ${renterName}`}
        onSubmit={review.submit}
        pending={review.pending}
        error={review.error}
      />
    </Suspense>
  );
}
