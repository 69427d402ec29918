/**
 * Option lists of product section 5 for the wizard's features and scout steps. Their zod schemas are in
 * listing-option-schemas.ts, so pages that only show the options do not load zod.
 */
export const NATURAL_LIGHT_OPTIONS = [
  'Excellent',
  'Good',
  'Moderate',
  'Poor',
  'Controlled/Blackout',
] as const;
export type NaturalLightOption = (typeof NATURAL_LIGHT_OPTIONS)[number];

export const NOISE_LEVEL_OPTIONS = [
  'Very quiet',
  'Minimal street noise',
  'Moderate noise',
  'Noisy area',
] as const;
export type NoiseLevelOption = (typeof NOISE_LEVEL_OPTIONS)[number];

export const FEATURE_OPTIONS = [
  'High ceilings',
  'Natural light',
  'Open floor plan',
  'Unique architecture',
  'Vintage elements',
  'Outdoor space',
  'View',
  'Elevator access',
] as const;

export const AMENITY_OPTIONS = [
  'WiFi',
  'Kitchen',
  'Bathroom',
  'Parking',
  'A/C',
  'Heating',
  'Furniture',
  'Power outlets',
] as const;

export const PRICING_TYPES = ['daily', 'hourly'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/** Detail page texts for the permit flag (product section 2, Production Details). */
export const PERMIT_REQUIRED_TEXT = 'Filming permit required';
export const NO_PERMIT_REQUIRED_TEXT = 'No permit required';

export function permitText(permitRequired: boolean): string {
  return permitRequired ? PERMIT_REQUIRED_TEXT : NO_PERMIT_REQUIRED_TEXT;
}

/** 'Space for N vehicles' (product section 2, Production Details). */
export function parkingText(capacity: number): string {
  return `Space for ${capacity} vehicles`;
}
