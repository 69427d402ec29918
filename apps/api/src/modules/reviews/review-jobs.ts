import type { AppDeps } from '../../app-deps.ts';
import { publishOverdueReviews } from './reviews.repository.ts';

const PUBLISH = 'reviews.publish';

/**
 * A recurring sweep publishes hidden reviews whose 14-day window closed (ADR 0015). Reading what is
 * due from the reviews themselves, a run that was missed or ran twice changes nothing it should not.
 */
export function defineReviewJobs(deps: Pick<AppDeps, 'db' | 'jobs' | 'clock' | 'config'>) {
  deps.jobs.every(PUBLISH, deps.config.jobs.settleIntervalMs, async () => {
    await publishOverdueReviews(deps.db, deps.clock.now());
  });
}
