import { REVIEW_NOT_FOUND } from '@setspot/domain/admin/admin-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import type { Operator } from './admin-guard.ts';
import { appendAudit } from './audit.repository.ts';
import { contextOf } from './report-contexts.repository.ts';
import { setReviewRemoved } from './reports.repository.ts';

const ALREADY_REMOVED = 'This review was already removed';

/**
 * Removes a review with a reason (ADR 0038): it then shows as 'Removed by SetSpot' and leaves the
 * listing's average (the change feed of migration 0003 brings the new average to search).
 */
export async function removeReview(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  operator: Operator,
  reviewId: string,
  reason: string,
): Promise<Outcome<{ removed: true }>> {
  return deps.db.transaction(async (tx) => {
    const context = await contextOf(tx, 'review', reviewId);
    if (!context) return refusal('not_found', REVIEW_NOT_FOUND);
    if (context.hidden) return refusal('conflict', ALREADY_REMOVED);
    await setReviewRemoved(tx, reviewId, { at: deps.clock.now(), reason });
    await appendAudit(tx, {
      actor: operator,
      action: 'review.remove',
      targetType: 'review',
      targetId: reviewId,
      before: { shown: true, excerpt: context.excerpt },
      after: { shown: false },
      reason,
    });
    return success({ removed: true as const });
  });
}
