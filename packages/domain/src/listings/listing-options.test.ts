import { describe, expect, it } from 'vitest';
import { naturalLightSchema } from './listing-option-schemas.ts';
import {
  AMENITY_OPTIONS,
  FEATURE_OPTIONS,
  NATURAL_LIGHT_OPTIONS,
  NOISE_LEVEL_OPTIONS,
  PRICING_TYPES,
  parkingText,
  permitText,
} from './listing-options.ts';

describe('listing options (product section 5)', () => {
  it('lists them word for word', () => {
    expect(NATURAL_LIGHT_OPTIONS).toEqual(['Excellent', 'Good', 'Moderate', 'Poor', 'Controlled/Blackout']);
    expect(NOISE_LEVEL_OPTIONS).toEqual([
      'Very quiet',
      'Minimal street noise',
      'Moderate noise',
      'Noisy area',
    ]);
    expect(FEATURE_OPTIONS).toEqual([
      'High ceilings',
      'Natural light',
      'Open floor plan',
      'Unique architecture',
      'Vintage elements',
      'Outdoor space',
      'View',
      'Elevator access',
    ]);
    expect(AMENITY_OPTIONS).toEqual([
      'WiFi',
      'Kitchen',
      'Bathroom',
      'Parking',
      'A/C',
      'Heating',
      'Furniture',
      'Power outlets',
    ]);
    expect(PRICING_TYPES).toEqual(['daily', 'hourly']);
  });

  it('refuses values outside the lists', () => {
    expect(naturalLightSchema.safeParse('excellent').success).toBe(false);
  });

  it('words the production details', () => {
    expect(permitText(true)).toBe('Filming permit required');
    expect(permitText(false)).toBe('No permit required');
    expect(parkingText(3)).toBe('Space for 3 vehicles');
  });
});
