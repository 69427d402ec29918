import { PLACEHOLDER_IMAGE_URL } from '@setspot/domain/common/constants';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import { imageVariants, srcsetFor } from '@setspot/domain/images/image-variants';
import { type ListingFormState, listingToFormState } from '@setspot/domain/listings/listing-form';
import {
  naturalLightSchema,
  noiseLevelSchema,
  pricingTypeSchema,
} from '@setspot/domain/listings/listing-option-schemas';
import { availabilitySchema } from '@setspot/domain/listings/location-schemas';
import { type LocationType, locationTypeName, toLocationType } from '@setspot/domain/listings/location-types';
import type { LocationCard, LocationDetail, LocationPhoto } from '@setspot/domain/listings/location-views';
import type { ListingImage, OwnerListing } from '@setspot/domain/listings/owner-listing';
import { averageRating } from '@setspot/domain/reviews/review-schemas';
import { approximateArea } from '../geo/geo.public.ts';
import type { CardRow, ImageJson } from './listing-cards.repository.ts';
import type { LocationDetailRow } from './listing-detail.repository.ts';
import type { ImageRow, LeadPhoto, LocationRow } from './listings.repository.ts';

/**
 * The one mapper from stored listing rows to the display shape (product section 3): a missing
 * description is '', missing numbers 0, lists []. The card (search, featured), the detail page, the
 * owner's listings and the edit form all start from displayFields.
 */

/** The columns of a listing that every display answer reads. */
type StoredListing = Pick<
  LocationRow,
  | 'id'
  | 'title'
  | 'description'
  | 'type'
  | 'price'
  | 'squareFootage'
  | 'roomCount'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'features'
  | 'amenities'
  | 'rules'
  | 'ceilingHeight'
  | 'naturalLight'
  | 'parkingCapacity'
>;

/** The columns the detail page and the edit form read beyond those. */
type StoredListingDetails = Pick<
  LocationRow,
  | 'pricePerHour'
  | 'pricingType'
  | 'availability'
  | 'powerCapacity'
  | 'maxCrewSize'
  | 'noiseLevel'
  | 'loadInNotes'
  | 'permitRequired'
  | 'filmingRestrictions'
  | 'availableEquipment'
>;

const PLACEHOLDER_OWNER_NAME = 'Property Owner';

export function dollars(decimal: string | null): number {
  return decimal === null ? 0 : centsToDollars(toCents(decimal));
}

function storedType(type: string): LocationType {
  const stored = toLocationType(type);
  if (!stored) throw new Error(`Unknown location type in the database: ${type}`);
  return stored;
}

/** Blank URLs are dropped; with none left, the placeholder stands in (product section 3). */
export function toPhotos(images: readonly ImageJson[]): LocationPhoto[] {
  const photos: LocationPhoto[] = [];
  for (const image of images) {
    const url = image.url?.trim();
    if (!url) continue;
    const variants = imageVariants(image.variants);
    // The first usable photo is the primary one, whatever the stored flag says.
    photos.push({ url, isPrimary: photos.length === 0, variants, srcset: srcsetFor(variants) });
  }
  if (photos.length === 0) return [{ url: PLACEHOLDER_IMAGE_URL, isPrimary: true, variants: [], srcset: '' }];
  return photos;
}

/** Average to one decimal from a rating sum (product section 9), or null with no reviews. */
export function averageOf(ratingSum: number, reviewCount: number): number | null {
  return reviewCount > 0 ? averageRating([ratingSum / reviewCount]) : null;
}

function displayFields(row: StoredListing) {
  return {
    id: row.id,
    name: row.title,
    description: row.description ?? '',
    type: storedType(row.type),
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
    ceilingHeight: row.ceilingHeight === null ? null : Number(row.ceilingHeight),
    naturalLightQuality: naturalLightSchema.safeParse(row.naturalLight).data ?? null,
    parkingCapacity: row.parkingCapacity,
  };
}

function pricingFields(row: Pick<StoredListingDetails, 'pricePerHour' | 'pricingType'>) {
  return {
    pricePerHour: row.pricePerHour === null ? null : dollars(row.pricePerHour),
    pricingType: pricingTypeSchema.catch('daily').parse(row.pricingType),
  };
}

function detailFields(row: StoredListingDetails) {
  return {
    ...pricingFields(row),
    availability: availabilitySchema.parse(row.availability),
    powerCapacity: row.powerCapacity,
    maxCrewSize: row.maxCrewSize,
    noiseLevel: noiseLevelSchema.safeParse(row.noiseLevel).data ?? null,
    loadInNotes: row.loadInNotes,
    permitRequired: row.permitRequired,
    filmingRestrictions: row.filmingRestrictions ?? [],
    availableEquipment: row.availableEquipment ?? [],
  };
}

/** Everyone sees the circle, never the point (ADR 0041). */
function areaOf(row: Pick<CardRow, 'id' | 'latitude' | 'longitude'>) {
  if (row.latitude === null || row.longitude === null) return null;
  return approximateArea(row.id, { lat: row.latitude, lng: row.longitude });
}

/** The full card (signed-in view); toVisitorCard removes the address and zip for visitors. */
export function toLocationCard(row: CardRow): LocationCard {
  const fields = displayFields(row);
  const photos = toPhotos(row.images);
  const reviewCount = Number(row.reviewCount);
  // Added to the display fields' own object rather than spread into a new one: every search maps
  // ten of these.
  return Object.assign(fields, {
    typeName: locationTypeName(fields.type),
    images: photos.map((photo) => photo.url),
    photos,
    averageRating: averageOf(Number(row.ratingSum), reviewCount),
    reviewCount,
    area: areaOf(row),
    instantBook: row.instantBook,
  });
}

/** The full detail (signed-in view); toVisitorDetail removes the address, zip and owner contact. */
export function toLocationDetail(row: LocationDetailRow, responseRate: number): LocationDetail {
  const { owner } = row;
  return {
    ...toLocationCard(row),
    ...detailFields(row),
    country: row.country,
    updatedAt: row.updatedAt.toISOString(),
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

export function toListingImage(row: ImageRow): ListingImage {
  return {
    id: row.id,
    locationId: row.locationId,
    imageUrl: row.imageUrl,
    isPrimary: row.isPrimary,
    position: row.position,
    variants: row.variants,
  };
}

/** What an owner's card shows of a listing's photos: the lead one (primary, else first) and how many. */
export type PhotoSummary = { leadPhoto: LeadPhoto | null; photoCount: number };

export function photoSummary(images: readonly ImageRow[]): PhotoSummary {
  return {
    leadPhoto: images.find((image) => image.isPrimary) ?? images[0] ?? null,
    photoCount: images.length,
  };
}

/** A row of the owner's listings table. */
export function toOwnerListing(row: LocationRow, photos: PhotoSummary): OwnerListing {
  const { id, name, description, type, pricePerDay, address, city, state, zip } = displayFields(row);
  const imageUrl = photos.leadPhoto?.imageUrl ?? PLACEHOLDER_IMAGE_URL;
  return {
    id,
    name,
    description,
    type,
    pricePerDay,
    ...pricingFields(row),
    address,
    city,
    state,
    zip,
    imageUrl,
    thumbnailUrl: photos.leadPhoto?.variants['400'] ?? imageUrl,
    imageCount: photos.photoCount,
    reviewStatus: row.reviewStatus,
    reviewReason: row.reviewReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The edit screen's starting values (product section 3 'Wizard form state'), through the domain's mapper. */
export function toFormState(row: LocationRow): ListingFormState {
  const form = listingToFormState({
    ...displayFields(row),
    ...detailFields(row),
    images: [],
    owner: { name: '', image: null, responseRate: 0 },
    instantBook: row.instantBook,
  });
  // The display shape turns a missing size into 0; the form must show it blank so saving keeps NULL.
  const blankWhenNull = (value: number | null) => (value === null ? '' : String(value));
  return { ...form, squareFootage: blankWhenNull(row.squareFootage), rooms: blankWhenNull(row.roomCount) };
}
