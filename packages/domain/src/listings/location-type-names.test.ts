import { describe, expect, it } from 'vitest';
import { knownLocationType, LOCATION_TYPE_NAMES, LOCATION_TYPES } from './location-type-names.ts';
import * as withZod from './location-types.ts';

describe('location types without zod', () => {
  it('equal the types and names of location-types.ts, in the same order', () => {
    expect(LOCATION_TYPES).toEqual(withZod.LOCATION_TYPES);
    expect(LOCATION_TYPE_NAMES).toEqual(withZod.LOCATION_TYPE_NAMES);
  });

  it('read stored codes and display names alike', () => {
    expect(knownLocationType('Cafe/Restaurant')).toBe('cafe/restaurant');
    expect(knownLocationType(' LOFT ')).toBe('loft');
    expect(knownLocationType('castle')).toBeUndefined();
  });
});
