import type { LocationReview } from '@setspot/domain/listings/location-views';
import { relativeTime } from '@setspot/domain/shared/relative-time';
import { StarRating } from '../../../components/ui/star-rating';

/** One review: who (or 'Anonymous'), how long ago, 1 to 5 stars and the comment. */
export function ReviewCard({ review }: { review: LocationReview }) {
  return (
    <article className="grid gap-2 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{review.reviewerName}</h3>
        <time
          dateTime={review.createdAt}
          title={new Date(review.createdAt).toLocaleString()}
          className="text-sm text-muted-foreground"
        >
          {relativeTime(review.createdAt)}
        </time>
      </div>
      <StarRating rating={review.rating} />
      {review.comment ? <p className="leading-relaxed">{review.comment}</p> : null}
    </article>
  );
}
