import { describe, expect, it } from 'vitest';
import { locationTypeSchema } from './location-type-schema.ts';
import {
  isLocationType,
  LOCATION_TYPE_NAMES,
  LOCATION_TYPES,
  locationTypeName,
  toLocationType,
} from './location-types.ts';

describe('location types', () => {
  it('shows the spec display names in order', () => {
    expect(LOCATION_TYPES.map(locationTypeName)).toEqual([
      'House',
      'Apartment',
      'Loft',
      'Office',
      'Cafe/Restaurant',
      'Warehouse',
      'Studio',
      'Outdoor',
      'Other',
    ]);
  });

  it('stores each name lower-cased', () => {
    for (const type of LOCATION_TYPES) expect(type).toBe(LOCATION_TYPE_NAMES[type].toLowerCase());
  });

  it('maps names back to stored values in any case', () => {
    expect(toLocationType('Cafe/Restaurant')).toBe('cafe/restaurant');
    expect(toLocationType(' LOFT ')).toBe('loft');
    expect(toLocationType('studio')).toBe('studio');
    expect(toLocationType('castle')).toBeUndefined();
    expect(toLocationType('')).toBeUndefined();
  });

  it('validates stored values only', () => {
    expect(isLocationType('warehouse')).toBe(true);
    expect(isLocationType('Warehouse')).toBe(false);
    expect(locationTypeSchema.safeParse('outdoor').success).toBe(true);
    expect(locationTypeSchema.safeParse('castle').error?.issues[0]?.message).toBe(
      'Unknown location type: castle',
    );
  });
});
