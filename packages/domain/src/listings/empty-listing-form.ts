import { DEFAULT_AVAILABILITY } from '../common/constants.ts';
import type { ListingFormState } from './listing-form.ts';

// Apart from the form's schema (listing-form.ts), so that the wizard starts without zod.
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
    instantBook: false,
    ceilingHeight: '',
    powerCapacity: '',
    naturalLightQuality: '',
    noiseLevel: '',
    parkingCapacity: '',
    maxCrewSize: '',
    loadInNotes: '',
    permitRequired: null,
    filmingRestrictions: '',
    availableEquipment: '',
  };
}
