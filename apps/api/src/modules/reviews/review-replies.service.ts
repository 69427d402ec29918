import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { REPLY_ALREADY_POSTED, REPLY_NOT_YET, REVIEW_NOT_FOUND } from '@setspot/domain/reviews/review-texts';
import type { AppDeps } from '../../app-deps.ts';
import { lockReviewForReply, saveReply } from './reviews.repository.ts';

export type SavedReply = { reviewId: string; reply: { text: string; createdAt: string } };

/**
 * The listing owner's one public reply under a published review of their listing. Anyone else is
 * told the review does not exist (hidden reviews and other owners' listings alike).
 */
export function replyToReview(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: { id: string },
  reviewId: string,
  text: string,
): Promise<Outcome<SavedReply>> {
  return deps.db.transaction(async (tx): Promise<Outcome<SavedReply>> => {
    const review = await lockReviewForReply(tx, reviewId);
    if (review?.subject !== 'listing' || review.ownerId !== caller.id) {
      return refusal('not_found', REVIEW_NOT_FOUND);
    }
    if (!review.publishedAt) return refusal('conflict', REPLY_NOT_YET);
    if (review.reply !== null) return refusal('conflict', REPLY_ALREADY_POSTED);
    const at = deps.clock.now();
    await saveReply(tx, reviewId, text, at);
    return success({ reviewId, reply: { text, createdAt: at.toISOString() } });
  });
}
