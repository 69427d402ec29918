import { z } from 'zod';
import { DEFAULT_AVAILABILITY } from '../common/constants.ts';
import { naturalLightSchema, noiseLevelSchema, pricingTypeSchema } from './listing-option-schemas.ts';
import type { Location } from './location-schemas.ts';
import { availabilitySchema } from './location-schemas.ts';
import { locationTypeSchema } from './location-type-schema.ts';
import { joinLines } from './text-lists.ts';

/**
 * Product section 3 'Wizard form state' as the form holds it: number inputs keep their text ('' when
 * blank) and the one-per-line lists their textarea text. The create and update bodies
 * (listing-write.ts) turn it into values. As JSON it is the `form` of GET /api/owner/listings/{id},
 * what the edit screen loads.
 */
export const listingFormStateSchema = z.object({
  propertyType: locationTypeSchema.or(z.literal('')),
  propertyName: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  squareFootage: z.string(),
  rooms: z.string(),
  features: z.array(z.string()),
  amenities: z.array(z.string()),
  rules: z.string(),
  pricePerDay: z.string(),
  pricePerHour: z.string(),
  pricingType: pricingTypeSchema,
  availability: availabilitySchema,
  // Confirmed as soon as the card is authorised (ADR 0039); also set on the listing's calendar page.
  instantBook: z.boolean(),
  ceilingHeight: z.string(),
  powerCapacity: z.string(),
  naturalLightQuality: naturalLightSchema.or(z.literal('')),
  noiseLevel: noiseLevelSchema.or(z.literal('')),
  parkingCapacity: z.string(),
  maxCrewSize: z.string(),
  loadInNotes: z.string(),
  permitRequired: z.boolean().nullable(),
  filmingRestrictions: z.string(),
  availableEquipment: z.string(),
});
export type ListingFormState = z.infer<typeof listingFormStateSchema>;

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The edit form's starting values for a listing the owner already has. */
export function listingToFormState(location: Location & { instantBook?: boolean }): ListingFormState {
  return {
    propertyType: location.type,
    propertyName: location.name,
    description: location.description,
    address: location.address ?? '',
    city: location.city,
    state: location.state,
    zip: location.zip ?? '',
    squareFootage: text(location.squareFootage),
    rooms: text(location.rooms),
    features: [...location.features],
    amenities: [...location.amenities],
    rules: joinLines(location.rules),
    pricePerDay: text(location.pricePerDay),
    pricePerHour: text(location.pricePerHour),
    pricingType: location.pricingType ?? 'daily',
    availability: { ...(location.availability ?? DEFAULT_AVAILABILITY) },
    instantBook: location.instantBook ?? false,
    ceilingHeight: text(location.ceilingHeight),
    powerCapacity: location.powerCapacity ?? '',
    naturalLightQuality: location.naturalLightQuality ?? '',
    noiseLevel: location.noiseLevel ?? '',
    parkingCapacity: text(location.parkingCapacity),
    maxCrewSize: text(location.maxCrewSize),
    loadInNotes: location.loadInNotes ?? '',
    permitRequired: location.permitRequired ?? null,
    filmingRestrictions: joinLines(location.filmingRestrictions ?? []),
    availableEquipment: joinLines(location.availableEquipment ?? []),
  };
}
