import type { LocationType } from './location-types.ts';

/**
 * The location types and their display names without zod. location-types.ts keeps them next to its
 * zod schema, and importing it pulls about 18 KB of gzipped zod into a page; the home and search
 * pages have a 150 KB JavaScript budget, so they read these. location-type-names.test.ts keeps both
 * equal.
 */
export const LOCATION_TYPE_NAMES: Readonly<Record<LocationType, string>> = Object.freeze({
  house: 'House',
  apartment: 'Apartment',
  loft: 'Loft',
  office: 'Office',
  'cafe/restaurant': 'Cafe/Restaurant',
  warehouse: 'Warehouse',
  studio: 'Studio',
  outdoor: 'Outdoor',
  other: 'Other',
});

/** Stored codes in display order. */
export const LOCATION_TYPES = Object.freeze(Object.keys(LOCATION_TYPE_NAMES) as LocationType[]);

/** A stored code ('cafe/restaurant') from a stored code or display name in any case; else undefined. */
export function knownLocationType(value: string): LocationType | undefined {
  const lowered = value.trim().toLowerCase();
  return LOCATION_TYPES.find((type) => type === lowered);
}
