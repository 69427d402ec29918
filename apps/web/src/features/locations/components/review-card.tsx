import { relativeTime } from '@setspot/domain/common/relative-time';
import type { LocationReview } from '@setspot/domain/listings/location-views';
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { StarRating } from '../../../components/ui/star-rating';

type ReviewCardProps = {
  review: LocationReview;
  /** Under the review, e.g. the owner's reply form; supplied by the page that composes this one. */
  footer?: ReactNode;
};

/**
 * One review: who (or 'Anonymous'), how long ago, 1 to 5 stars and the comment; the owner's reply;
 * and, on the author's own hidden review, that only they can see it yet (ADR 0015).
 */
export function ReviewCard({ review, footer }: ReviewCardProps) {
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
      {review.comment ? <p className="break-words leading-relaxed">{review.comment}</p> : null}
      {review.publishedAt === null ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <EyeOff aria-hidden="true" className="size-4 shrink-0" />
          Only you can see this review until it is published.
        </p>
      ) : null}
      {review.reply ? (
        <div className="grid gap-1 border-l-2 border-primary pl-3 text-sm">
          <p className="font-medium">
            Response from the owner{' '}
            <time dateTime={review.reply.createdAt} className="font-normal text-muted-foreground">
              · {relativeTime(review.reply.createdAt)}
            </time>
          </p>
          <p className="break-words leading-relaxed">{review.reply.text}</p>
        </div>
      ) : null}
      {footer}
    </article>
  );
}
