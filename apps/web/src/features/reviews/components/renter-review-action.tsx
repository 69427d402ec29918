import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ReviewForm } from './review-form';
import { ReviewStatusNote } from './review-status-note';
import { useReviewSubmission } from './use-review-submission';

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
    <ReviewForm
      title={`Review ${renterName}`}
      onSubmit={review.submit}
      pending={review.pending}
      error={review.error}
    />
  );
}
