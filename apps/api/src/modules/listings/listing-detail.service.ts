import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { LOCATION_NOT_FOUND } from '@setspot/domain/listings/location-texts';
import {
  type LocationDetail,
  type LocationReview,
  type LocationReviews,
  toVisitorDetail,
  type UnavailableDates,
} from '@setspot/domain/listings/location-views';
import { responseRate } from '@setspot/domain/profiles/response-rate';
import { averageRating, reviewerName } from '@setspot/domain/reviews/review-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { bookingPanelAvailability } from '../availability/availability.public.ts';
import {
  findHeldDates,
  findLocationDetailRow,
  findReviews,
  isLiveLocation,
  ownerResponseCounts,
  type ReviewRow,
} from './listing-detail.repository.ts';
import { toLocationDetail } from './listing-display.ts';

// What everyone may read of a live listing (visitor view for the signed out). Ids are UUIDs: the
// routes answer any other id as not found before it reaches these.

export const locationNotFound = refusal('not_found', LOCATION_NOT_FOUND);

export async function getListingDetail(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  signedIn: boolean,
): Promise<Outcome<LocationDetail>> {
  const row = await findLocationDetailRow(deps.db, id);
  if (!row) return locationNotFound;
  const counts = await ownerResponseCounts(deps.db, row.owner.id);
  const detail = toLocationDetail(row, responseRate(counts.answeredInTime, counts.requests));
  return success(signedIn ? detail : toVisitorDetail(detail));
}

export async function getListingReviews(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  viewerId: string | null,
): Promise<Outcome<LocationReviews>> {
  if (!(await isLiveLocation(deps.db, id))) return locationNotFound;
  const rows = await findReviews(deps.db, id, viewerId);
  // The count and average are of published reviews only: the author's hidden one is shown to them alone.
  const published = rows.filter((row) => row.publishedAt !== null);
  return success({
    reviews: rows.map((row) => toLocationReview(row, viewerId)),
    count: published.length,
    averageRating: averageRating(published.map((row) => row.rating)),
  });
}

export async function getUnavailableDates(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: string,
): Promise<Outcome<UnavailableDates>> {
  if (!(await isLiveLocation(deps.db, id))) return locationNotFound;
  const [held, panel] = await Promise.all([
    findHeldDates(deps.db, id),
    bookingPanelAvailability(deps.db, id, deps.clock.now()),
  ]);
  // Blocked days read like held ones: the panel shows dates only, never why.
  const unavailableDates = [...held, ...(panel?.blocked ?? [])];
  return success({ locationId: id, unavailableDates, ...(panel ? { rules: panel.rules } : {}) });
}

function toLocationReview(row: ReviewRow, viewerId: string | null): LocationReview {
  const reviewer = row.firstName === null ? null : { firstName: row.firstName, lastName: row.lastName ?? '' };
  const signedIn = viewerId !== null;
  return {
    id: row.id,
    locationId: row.locationId,
    // Visitors see who wrote a review by name only, not an account id to reach them by.
    bookingId: signedIn ? row.bookingId : null,
    reviewerId: signedIn ? row.reviewerId : null,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reviewer,
    reviewerName: reviewerName(reviewer),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    reply:
      row.reply !== null && row.repliedAt
        ? { text: row.reply, createdAt: row.repliedAt.toISOString() }
        : null,
    canReply: signedIn && row.ownerId === viewerId && row.publishedAt !== null && row.reply === null,
  };
}
