import { describe, expect, it } from 'vitest';
import { completeListingForm } from '../testing/listing-values.ts';
import { listingStepError } from './listing-validation.ts';

describe('listingStepError', () => {
  it('lets a complete form through every step', () => {
    const values = { ...completeListingForm(), images: [{}] };
    for (const step of [1, 2, 3, 4] as const) {
      expect(listingStepError('create', step, values)).toBeNull();
      expect(listingStepError('edit', step, values)).toBeNull();
    }
  });

  it('gives the create flow its messages', () => {
    expect(listingStepError('create', 1, {})).toBe('Please fill in all required fields');
    expect(listingStepError('create', 2, { images: [] })).toBe('Please upload at least one image');
    expect(listingStepError('create', 4, { pricePerDay: '' })).toBe('Please set a daily price');
  });

  it('gives the edit flow its messages, first problem first', () => {
    expect(listingStepError('edit', 1, {})).toBe('Property name is required');
    expect(listingStepError('edit', 1, { ...completeListingForm(), propertyType: '' })).toBe(
      'Property type is required',
    );
    expect(listingStepError('edit', 4, { pricePerDay: '-1' })).toBe(
      'Please enter a valid price greater than zero',
    );
  });

  it('never stops the edit flow on steps 2 and 3', () => {
    expect(listingStepError('edit', 2, { images: [] })).toBeNull();
    expect(listingStepError('edit', 3, { ceilingHeight: 'tall' })).toBeNull();
  });
});
