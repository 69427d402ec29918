import type { LocationReview } from '@setspot/domain/listings/location-views';
import { REVIEW_COMMENT_MAX } from '@setspot/domain/reviews/review-limits';
import { MessageSquareReply } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useReplyToReview } from '../api/reply-to-review';

/** The listing owner's one public reply under a review of their listing (the API says when it may be). */
export function ReviewReplyAction({ review }: { review: LocationReview }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useReplyToReview(review.id);
  if (!review.canReply) return null;
  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden="true" />
        Reply
      </Button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await reply.mutateAsync(text);
      showToast((toast) => toast.success('Reply posted'));
    } catch (failure) {
      showToast((toast) => toast.error(`Failed to post reply: ${errorMessage(failure)}`));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2">
      <TextareaField
        label={`Your reply to ${review.reviewerName}`}
        hint="Shown publicly under the review. You can reply once."
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_COMMENT_MAX}
        rows={3}
        disabled={reply.isPending}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!text.trim() || reply.isPending}>
          {reply.isPending ? 'Posting...' : 'Post Reply'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
