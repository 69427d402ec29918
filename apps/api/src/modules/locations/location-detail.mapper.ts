import { pricingTypeSchema } from '@setspot/domain/listings/listing-options';
import { availabilitySchema } from '@setspot/domain/listings/location-schemas';
import type { LocationDetail, LocationReview } from '@setspot/domain/listings/location-views';
import { reviewerName } from '@setspot/domain/reviews/review-schemas';
import type { findReviews, LocationDetailRow } from './location-detail.repository.ts';
import { dollars, noiseOrNull, toLocationCard } from './location-mapper.ts';

const PLACEHOLDER_OWNER_NAME = 'Property Owner';

/** The full detail (signed-in view); toVisitorDetail removes the address, zip and owner contact. */
export function toLocationDetail(row: LocationDetailRow, responseRate: number): LocationDetail {
  const { owner } = row;
  const card = toLocationCard(row);
  return {
    ...card,
    pricePerHour: row.pricePerHour === null ? null : dollars(row.pricePerHour),
    pricingType: pricingTypeSchema.catch('daily').parse(row.pricingType),
    country: row.country,
    availability: availabilitySchema.parse(row.availability),
    updatedAt: row.updatedAt.toISOString(),
    powerCapacity: row.powerCapacity,
    noiseLevel: noiseOrNull(row.noiseLevel),
    loadInNotes: row.loadInNotes,
    permitRequired: row.permitRequired,
    filmingRestrictions: row.filmingRestrictions ?? [],
    availableEquipment: row.availableEquipment ?? [],
    owner: {
      id: owner.id,
      name: `${owner.firstName} ${owner.lastName}`.trim() || PLACEHOLDER_OWNER_NAME,
      image: owner.avatarUrl,
      responseRate,
      ...(owner.visibleEmail ? { email: owner.email } : {}),
      ...(owner.visiblePhone && owner.phone ? { phone: owner.phone } : {}),
    },
  };
}

type ReviewRow = Awaited<ReturnType<typeof findReviews>>[number];

export function toLocationReview(row: ReviewRow, signedIn: boolean): LocationReview {
  const reviewer = row.firstName === null ? null : { firstName: row.firstName, lastName: row.lastName ?? '' };
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
  };
}
