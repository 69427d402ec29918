import { imageVariants, srcsetFor } from '@setspot/domain/images/image-variants';
import { naturalLightSchema, noiseLevelSchema } from '@setspot/domain/listings/listing-options';
import { type LocationType, locationTypeName, toLocationType } from '@setspot/domain/listings/location-types';
import type { LocationCard, LocationPhoto } from '@setspot/domain/listings/location-views';
import { averageRating } from '@setspot/domain/reviews/review-schemas';
import { PLACEHOLDER_IMAGE_URL } from '@setspot/domain/shared/constants';
import { centsToDollars, toCents } from '@setspot/domain/shared/money';
import type { CardRow, ImageJson } from './location-cards.repository.ts';

/**
 * Database rows to the display shape (spec section 3): a missing description is '', missing numbers
 * 0, lists []. Shared by the card (search, featured) and the detail page (location-detail.mapper.ts).
 */
export function dollars(decimal: string | null): number {
  return decimal === null ? 0 : centsToDollars(toCents(decimal));
}

export function storedType(type: string): LocationType {
  const stored = toLocationType(type);
  if (!stored) throw new Error(`Unknown location type in the database: ${type}`);
  return stored;
}

/** Blank URLs are dropped; with none left, the placeholder stands in (spec section 3). */
export function toPhotos(images: readonly ImageJson[]): LocationPhoto[] {
  const photos = images.flatMap((image) => {
    const url = image.url?.trim();
    if (!url) return [];
    const variants = imageVariants(image.variants);
    return [{ url, isPrimary: image.isPrimary, variants, srcset: srcsetFor(variants) }];
  });
  if (photos.length === 0) return [{ url: PLACEHOLDER_IMAGE_URL, isPrimary: true, variants: [], srcset: '' }];
  return photos.map((photo, index) => ({ ...photo, isPrimary: index === 0 }));
}

/** Average to one decimal from a rating sum (spec section 9), or null with no reviews. */
export function averageOf(ratingSum: number, reviewCount: number): number | null {
  return reviewCount > 0 ? averageRating([ratingSum / reviewCount]) : null;
}

export const lightOrNull = (value: string | null) => naturalLightSchema.safeParse(value).data ?? null;
export const noiseOrNull = (value: string | null) => noiseLevelSchema.safeParse(value).data ?? null;

/** The full card (signed-in view); toVisitorCard removes the address and zip for visitors. */
export function toLocationCard(row: CardRow): LocationCard {
  const type = storedType(row.type);
  const photos = toPhotos(row.images);
  const reviewCount = Number(row.reviewCount);
  return {
    id: row.id,
    name: row.title,
    description: row.description ?? '',
    type,
    typeName: locationTypeName(type),
    pricePerDay: dollars(row.price),
    squareFootage: row.squareFootage ?? 0,
    rooms: row.roomCount ?? 0,
    city: row.city,
    state: row.state,
    address: row.address,
    zip: row.zip,
    features: row.features ?? [],
    amenities: row.amenities ?? [],
    rules: row.rules ?? [],
    images: photos.map((photo) => photo.url),
    photos,
    averageRating: averageOf(Number(row.ratingSum), reviewCount),
    reviewCount,
    ceilingHeight: row.ceilingHeight === null ? null : Number(row.ceilingHeight),
    naturalLightQuality: lightOrNull(row.naturalLight),
    parkingCapacity: row.parkingCapacity,
  };
}
