import { type ListingFormState, listingToFormState } from '@setspot/domain/listings/listing-form';
import type { ListingInput, ListingUpdate } from '@setspot/domain/listings/listing-input';
import {
  naturalLightSchema,
  noiseLevelSchema,
  pricingTypeSchema,
} from '@setspot/domain/listings/listing-options';
import type { Location } from '@setspot/domain/listings/location-schemas';
import { toLocationType } from '@setspot/domain/listings/location-types';
import type { ListingImage, OwnerListing } from '@setspot/domain/listings/owner-listing';
import { timeZoneForState } from '@setspot/domain/listings/time-zones';
import { PLACEHOLDER_IMAGE_URL } from '@setspot/domain/shared/constants';
import { centsToDecimal, centsToDollars, toCents } from '@setspot/domain/shared/money';
import type { locationImages, locations } from '../../db/schema.ts';

export type LocationRow = typeof locations.$inferSelect;
export type ImageRow = typeof locationImages.$inferSelect;

const dollars = (decimal: string) => centsToDollars(toCents(decimal));
const decimal = (amount: number) => centsToDecimal(toCents(amount));

/** The columns a create or update writes: every field the wizard collects (DESIGN section 2). */
export function listingColumns(input: ListingInput | ListingUpdate) {
  return {
    title: input.propertyName,
    description: input.description,
    type: input.propertyType,
    price: decimal(input.pricePerDay),
    pricePerHour: input.pricePerHour === null ? null : decimal(input.pricePerHour),
    pricingType: input.pricingType,
    // The column holds whole square feet; the form allows a decimal.
    squareFootage: input.squareFootage === null ? null : Math.round(input.squareFootage),
    roomCount: input.rooms,
    address: input.address,
    city: input.city,
    state: input.state,
    timezone: timeZoneForState(input.state),
    zip: input.zip ?? '',
    features: input.features,
    amenities: input.amenities,
    rules: input.rules,
    availability: input.availability,
    ceilingHeight: input.ceilingHeight === null ? null : String(input.ceilingHeight),
    powerCapacity: input.powerCapacity,
    naturalLight: input.naturalLightQuality,
    noiseLevel: input.noiseLevel,
    parkingCapacity: input.parkingCapacity,
    loadInNotes: input.loadInNotes,
    permitRequired: input.permitRequired,
    filmingRestrictions: input.filmingRestrictions,
    availableEquipment: input.availableEquipment,
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

function locationType(row: LocationRow) {
  const type = toLocationType(row.type);
  if (!type) throw new Error(`Location ${row.id} has an unknown type ${row.type}`);
  return type;
}

/** A row of the owner's listings table; `images` are the listing's photos in order. */
export function toOwnerListing(row: LocationRow, images: readonly ImageRow[]): OwnerListing {
  const primary = images.find((image) => image.isPrimary) ?? images[0];
  const imageUrl = primary?.imageUrl ?? PLACEHOLDER_IMAGE_URL;
  return {
    id: row.id,
    name: row.title,
    description: row.description,
    type: locationType(row),
    pricePerDay: dollars(row.price),
    pricePerHour: row.pricePerHour === null ? null : dollars(row.pricePerHour),
    pricingType: pricingTypeSchema.catch('daily').parse(row.pricingType),
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    imageUrl,
    thumbnailUrl: primary?.variants['400'] ?? imageUrl,
    imageCount: images.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The edit screen's starting values (spec section 3 'Wizard form state'), through the domain's mapper. */
export function toFormState(row: LocationRow, images: readonly ImageRow[]): ListingFormState {
  const listing = toOwnerListing(row, images);
  const location: Location = {
    id: row.id,
    name: row.title,
    description: row.description,
    type: listing.type,
    pricePerDay: listing.pricePerDay,
    pricePerHour: listing.pricePerHour,
    pricingType: listing.pricingType,
    squareFootage: row.squareFootage ?? 0,
    rooms: row.roomCount ?? 0,
    city: row.city,
    state: row.state,
    features: row.features,
    amenities: row.amenities,
    rules: row.rules,
    images: [],
    owner: { name: '', image: null, responseRate: 0 },
    address: row.address,
    zip: row.zip,
    availability: row.availability,
    ceilingHeight: row.ceilingHeight === null ? null : Number(row.ceilingHeight),
    powerCapacity: row.powerCapacity,
    naturalLightQuality: naturalLightSchema.nullable().catch(null).parse(row.naturalLight),
    noiseLevel: noiseLevelSchema.nullable().catch(null).parse(row.noiseLevel),
    parkingCapacity: row.parkingCapacity,
    loadInNotes: row.loadInNotes,
    permitRequired: row.permitRequired,
    filmingRestrictions: row.filmingRestrictions,
    availableEquipment: row.availableEquipment,
  };
  // The display shape turns a missing size into 0; the form must show it blank so saving keeps NULL.
  const blankWhenNull = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...listingToFormState(location),
    squareFootage: blankWhenNull(row.squareFootage),
    rooms: blankWhenNull(row.roomCount),
  };
}
