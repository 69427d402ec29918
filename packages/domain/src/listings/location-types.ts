/**
 * Stored (and sent in `types=`) lower-cased, as product section 3 says; shown by display name. Free of
 * zod on purpose: the home and search pages read these and have a 150 KB JavaScript budget, which
 * zod (about 18 KB gzipped) would eat into. The zod schema built on them is location-type-schema.ts.
 */
export const LOCATION_TYPES = [
  'house',
  'apartment',
  'loft',
  'office',
  'cafe/restaurant',
  'warehouse',
  'studio',
  'outdoor',
  'other',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

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

export function isLocationType(value: unknown): value is LocationType {
  return typeof value === 'string' && (LOCATION_TYPES as readonly string[]).includes(value);
}

export function locationTypeName(type: LocationType): string {
  return LOCATION_TYPE_NAMES[type];
}

/** Accepts a stored value or a display name in any case ('Cafe/Restaurant', 'LOFT'); else undefined. */
export function toLocationType(value: string): LocationType | undefined {
  const lowered = value.trim().toLowerCase();
  return isLocationType(lowered) ? lowered : undefined;
}
