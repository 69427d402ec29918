import type { WrittenReview } from '@setspot/domain/reviews/review-schemas';
import { REVIEW_HIDDEN_UNTIL_BOTH } from '@setspot/domain/reviews/review-texts';
import { CheckCircle2, EyeOff } from 'lucide-react';
import { lazyDateFormat } from '../../../lib/format-date';

const day = lazyDateFormat(undefined, { dateStyle: 'medium' });

/** Where the author's review stands: published, or hidden until the other side reviews (ADR 0015). */
export function ReviewStatusNote({ review }: { review: WrittenReview }) {
  if (review.publishedAt) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-green-700" />
        You reviewed this booking. Your review is published.
      </p>
    );
  }
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {REVIEW_HIDDEN_UNTIL_BOTH}
        {review.publishesBy ? ` (by ${day.format(new Date(review.publishesBy))})` : ''}
      </span>
    </p>
  );
}
