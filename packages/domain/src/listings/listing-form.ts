import { DEFAULT_AVAILABILITY } from '../shared/constants.ts';
import type { Availability } from './availability.ts';
import type { NaturalLight, NoiseLevel, PricingType } from './listing-options.ts';
import type { Location } from './location-schemas.ts';
import type { LocationType } from './location-types.ts';
import { joinLines } from './text-lists.ts';

/**
 * Spec section 3 'Wizard form state' as the form holds it: number inputs keep their text ('' when
 * blank) and the one-per-line lists their textarea text. The step schemas turn it into values.
 */
export interface ListingFormState {
  propertyType: LocationType | '';
  propertyName: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  squareFootage: string;
  rooms: string;
  features: string[];
  amenities: string[];
  rules: string;
  pricePerDay: string;
  pricePerHour: string;
  pricingType: PricingType;
  availability: Availability;
  ceilingHeight: string;
  powerCapacity: string;
  naturalLightQuality: NaturalLight | '';
  noiseLevel: NoiseLevel | '';
  parkingCapacity: string;
  loadInNotes: string;
  permitRequired: boolean | null;
  filmingRestrictions: string;
  availableEquipment: string;
}

export function emptyListingForm(): ListingFormState {
  return {
    propertyType: '',
    propertyName: '',
    description: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    squareFootage: '',
    rooms: '',
    features: [],
    amenities: [],
    rules: '',
    pricePerDay: '',
    pricePerHour: '',
    pricingType: 'daily',
    availability: { ...DEFAULT_AVAILABILITY },
    ceilingHeight: '',
    powerCapacity: '',
    naturalLightQuality: '',
    noiseLevel: '',
    parkingCapacity: '',
    loadInNotes: '',
    permitRequired: null,
    filmingRestrictions: '',
    availableEquipment: '',
  };
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The edit form's starting values for a listing the owner already has. */
export function listingToFormState(location: Location): ListingFormState {
  return {
    ...emptyListingForm(),
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
    ceilingHeight: text(location.ceilingHeight),
    powerCapacity: location.powerCapacity ?? '',
    naturalLightQuality: location.naturalLightQuality ?? '',
    noiseLevel: location.noiseLevel ?? '',
    parkingCapacity: text(location.parkingCapacity),
    loadInNotes: location.loadInNotes ?? '',
    permitRequired: location.permitRequired ?? null,
    filmingRestrictions: joinLines(location.filmingRestrictions ?? []),
    availableEquipment: joinLines(location.availableEquipment ?? []),
  };
}
