import { REVIEW_COMMENT_MAX } from '@setspot/domain/reviews/review-limits';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { StarInput } from './star-input';

export type ReviewValues = { rating: number; comment: string };

type ReviewFormProps = {
  title: string;
  /** Resolves true when the review was taken (the form then clears). */
  onSubmit: (values: ReviewValues) => Promise<boolean>;
  pending: boolean;
  /** Why the server refused the last attempt, shown under the form. */
  error?: string | null;
  /** The page was opened to write this review: bring the form into view and put focus on it. */
  focusOnMount?: boolean;
};

/** Product section 4, Review form: stars from 0, an optional comment, 'Submit Review' once a star is chosen. */
export function ReviewForm({
  title,
  onSubmit,
  pending,
  error = null,
  focusOnMount = false,
}: ReviewFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    formRef.current?.scrollIntoView({ block: 'center' });
    // The form itself takes focus: a screen reader announces 'Leave a review, form', and Tab goes on
    // to the stars.
    formRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const titleId = useId();
  const ratingId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) return;
    if (await onSubmit({ rating, comment })) {
      setRating(0);
      setComment('');
    }
  }

  return (
    <form
      ref={formRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className="grid scroll-mt-24 gap-4 rounded-xl border border-border bg-surface p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="grid gap-2">
        <span id={ratingId} className="text-sm font-medium">
          Rating
        </span>
        <StarInput value={rating} onChange={setRating} labelledBy={ratingId} disabled={pending} />
      </div>
      <TextareaField
        label="Comment (optional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={REVIEW_COMMENT_MAX}
        hint={`${comment.length}/${REVIEW_COMMENT_MAX} characters`}
        rows={4}
        disabled={pending}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={rating === 0 || pending} className="justify-self-start">
        {pending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}
