import type { UserType } from '@setspot/domain/auth/auth-schemas';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import {
  averageRating,
  type MyReviews,
  type RenterReviews,
  reviewerName,
} from '@setspot/domain/reviews/review-schemas';
import { FILMMAKER_NOT_FOUND } from '@setspot/domain/reviews/review-texts';
import type { AppDeps } from '../../app-deps.ts';
import { profileType } from '../profiles/profiles.public.ts';
import { findPublishedRenterReviews, findWrittenReviews } from './reviews.repository.ts';
import { toWrittenReview } from './written-review.ts';

const filmmakerNotFound = refusal('not_found', FILMMAKER_NOT_FOUND);

/**
 * What owners wrote about a filmmaker, published only (ADR 0015): for owners weighing a request, and
 * for the filmmaker themselves. Other filmmakers have no business reading it.
 */
export async function getRenterReviews(
  deps: Pick<AppDeps, 'db'>,
  caller: { id: string; userType: UserType },
  filmmakerId: string,
): Promise<Outcome<RenterReviews>> {
  if (caller.userType !== 'owner' && caller.id !== filmmakerId) return filmmakerNotFound;
  if ((await profileType(deps, filmmakerId)) !== 'filmmaker') return filmmakerNotFound;
  const rows = await findPublishedRenterReviews(deps.db, filmmakerId);
  return success({
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      reviewerName: reviewerName(
        row.firstName === null ? null : { firstName: row.firstName, lastName: row.lastName ?? '' },
      ),
      locationTitle: row.locationTitle,
    })),
    count: rows.length,
    averageRating: averageRating(rows.map((row) => row.rating)),
  });
}

/** The reviews the caller wrote, hidden ones included, each with when it is shown at the latest. */
export async function getMyReviews(deps: Pick<AppDeps, 'db'>, caller: { id: string }): Promise<MyReviews> {
  const rows = await findWrittenReviews(deps.db, caller.id);
  return { reviews: rows.map(({ deadline, ...row }) => toWrittenReview(row, deadline)) };
}
