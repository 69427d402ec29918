import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleLocation } from '../testing/sample-location.ts';
import { locationSchema, locationSearchResultSchema } from './location-schemas.ts';

describe('locationSchema', () => {
  it('serialises the display shape', () => {
    const location = sampleLocation();
    expect(z.encode(locationSchema, location)).toEqual(location);
  });

  it('accepts a listing without the optional scout fields, or with them null', () => {
    const { ceilingHeight, naturalLightQuality, filmingRestrictions, ...rest } = sampleLocation();
    expect(locationSchema.safeParse(rest).success).toBe(true);
    expect(locationSchema.safeParse({ ...rest, ceilingHeight: null, noiseLevel: null }).success).toBe(true);
  });

  it('refuses a display-name type, a negative size and an unknown light quality', () => {
    expect(locationSchema.safeParse({ ...sampleLocation(), type: 'Loft' }).success).toBe(false);
    expect(locationSchema.safeParse({ ...sampleLocation(), squareFootage: -1 }).success).toBe(false);
    expect(locationSchema.safeParse({ ...sampleLocation(), naturalLightQuality: 'Bright' }).success).toBe(
      false,
    );
  });

  it('needs defaults applied before serialising (the spec defaults are the API’s job)', () => {
    const { description, ...withoutDescription } = sampleLocation();
    expect(locationSchema.safeParse(withoutDescription).success).toBe(false);
  });
});

describe('locationSearchResultSchema', () => {
  it('carries a page of results', () => {
    const page = {
      items: [sampleLocation()],
      total: 11,
      page: 2,
      pageSize: 10,
      pageCount: 2,
      types: ['loft'],
    };
    expect(locationSearchResultSchema.safeParse(page).success).toBe(true);
    expect(locationSearchResultSchema.safeParse({ ...page, page: 0 }).success).toBe(false);
  });
});
