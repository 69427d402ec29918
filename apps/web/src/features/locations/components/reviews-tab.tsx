import type { LocationReview } from '@setspot/domain/listings/location-views';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { StarRating } from '../../../components/ui/star-rating';
import { errorMessage } from '../../../lib/api-client';
import { useLocationReviews } from '../api/get-location-reviews';
import { ReviewCard } from './review-card';

/** What the page composing the tab adds: the review form, and actions under each review. */
export type ReviewSlots = { form?: ReactNode; footer?: (review: LocationReview) => ReactNode };

/** Product section 2, Reviews tab: 'Reviews (count)', the average to one decimal, and the reviews. */
export function ReviewsTab({ locationId, slots = {} }: { locationId: string; slots?: ReviewSlots }) {
  const reviews = useLocationReviews(locationId);
  if (reviews.isError) {
    return (
      <Alert variant="destructive" className="justify-items-start gap-3 p-5">
        <AlertTitle>Reviews could not be loaded</AlertTitle>
        <AlertDescription>{errorMessage(reviews.error)}</AlertDescription>
        <Button variant="outline" onClick={() => void reviews.refetch()}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </Alert>
    );
  }
  if (!reviews.data) return <PageLoading label="Loading reviews..." />;
  const { count, averageRating } = reviews.data;
  return (
    <section className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Reviews ({count})</h2>
        {averageRating !== null ? (
          <p className="flex items-center gap-2">
            <span className="text-2xl font-bold">{averageRating.toFixed(1)}</span>
            <StarRating rating={averageRating} />
            <span className="text-sm text-muted-foreground">average rating</span>
          </p>
        ) : null}
      </div>
      {slots.form}
      {reviews.data.reviews.length === 0 ? (
        <p className="text-muted-foreground">No reviews yet.</p>
      ) : (
        <ul className="grid gap-4">
          {reviews.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} footer={slots.footer?.(review)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
