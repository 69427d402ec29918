import { relativeTime } from '@setspot/domain/common/relative-time';
import { useId } from 'react';
import { StarRating } from '../../../components/ui/star-rating';
import { errorMessage } from '../../../lib/api-client';
import { useRenterReviews } from '../api/get-renter-reviews';

type RenterReviewsProps = { renterId: string; renterName: string; headingLevel?: 'h2' | 'h3' };

/**
 * What owners wrote about a filmmaker after past bookings (published reviews only, ADR 0015): shown
 * to an owner weighing a request, and composable into the profile page.
 */
export function RenterReviews({ renterId, renterName, headingLevel: Heading = 'h3' }: RenterReviewsProps) {
  const reviews = useRenterReviews(renterId);
  const headingId = useId();
  const data = reviews.data;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Heading id={headingId} className="font-semibold">
          Reviews of {renterName} from owners{data ? ` (${data.count})` : ''}
        </Heading>
        {data?.averageRating != null ? (
          <p className="flex items-center gap-1.5 text-sm">
            <span className="font-semibold">{data.averageRating.toFixed(1)}</span>
            <StarRating rating={data.averageRating} />
          </p>
        ) : null}
      </div>
      {reviews.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading reviews...
        </p>
      ) : reviews.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Reviews could not be loaded: {errorMessage(reviews.error)}
        </p>
      ) : data && data.count === 0 ? (
        <p className="text-sm text-muted-foreground">No reviews from owners yet.</p>
      ) : (
        <ul className="grid gap-2">
          {data?.reviews.map((review) => (
            <li key={review.id} className="grid gap-1 rounded-lg bg-muted p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <StarRating rating={review.rating} />
                <time dateTime={review.createdAt} className="text-muted-foreground">
                  {relativeTime(review.createdAt)}
                </time>
              </div>
              {review.comment ? <p className="break-words">{review.comment}</p> : null}
              <p className="text-muted-foreground">
                {review.reviewerName}, {review.locationTitle}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
