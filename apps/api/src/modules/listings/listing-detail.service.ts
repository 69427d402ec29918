import {
  type LocationDetail,
  type LocationReviews,
  toVisitorDetail,
  type UnavailableDates,
} from '@setspot/domain/listings/location-views';
import { responseRate } from '@setspot/domain/profiles/response-rate';
import { averageRating } from '@setspot/domain/reviews/review-schemas';
import type { Db } from '../../db/client.ts';
import { toLocationDetail, toLocationReview } from './location-detail.mapper.ts';
import {
  findHeldDates,
  findLocationDetailRow,
  findReviews,
  isLiveLocation,
  ownerResponseCounts,
} from './location-detail.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else names no listing (and must not reach the database as one). */
export const isLocationId = (id: string) => UUID.test(id);

export async function getLocationDetail(
  db: Db,
  id: string,
  signedIn: boolean,
): Promise<LocationDetail | null> {
  if (!isLocationId(id)) return null;
  const row = await findLocationDetailRow(db, id);
  if (!row) return null;
  const counts = await ownerResponseCounts(db, row.owner.id);
  const detail = toLocationDetail(row, responseRate(counts.answeredInTime, counts.requests));
  return signedIn ? detail : toVisitorDetail(detail);
}

export async function getLocationReviews(
  db: Db,
  id: string,
  signedIn: boolean,
): Promise<LocationReviews | null> {
  if (!isLocationId(id) || !(await isLiveLocation(db, id))) return null;
  const rows = await findReviews(db, id);
  return {
    reviews: rows.map((row) => toLocationReview(row, signedIn)),
    count: rows.length,
    averageRating: averageRating(rows.map((row) => row.rating)),
  };
}

export async function getUnavailableDates(db: Db, id: string): Promise<UnavailableDates | null> {
  if (!isLocationId(id) || !(await isLiveLocation(db, id))) return null;
  return { locationId: id, unavailableDates: await findHeldDates(db, id) };
}
