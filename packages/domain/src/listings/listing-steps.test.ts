import { describe, expect, it } from 'vitest';
import { completeListingForm } from '../testing/listing-values.ts';
import { listingStepError } from './listing-steps.ts';

const complete = () => ({ ...completeListingForm(), images: [{}] });

describe('listingStepError', () => {
  it('lets a complete form through every step of both flows', () => {
    for (const step of [1, 2, 3, 4] as const) {
      expect(listingStepError('create', step, complete())).toBeNull();
      expect(listingStepError('edit', step, complete())).toBeNull();
    }
  });

  it.each(['propertyName', 'propertyType', 'description', 'address', 'city', 'state', 'zip'])(
    'create step 1: asks to fill in all required fields when %s is blank',
    (field) => {
      for (const blank of ['', '   ', undefined])
        expect(listingStepError('create', 1, { ...complete(), [field]: blank })).toBe(
          'Please fill in all required fields',
        );
    },
  );

  it('create step 1 checks only its own fields', () => {
    expect(listingStepError('create', 1, { ...complete(), pricePerDay: '' })).toBeNull();
    expect(listingStepError('create', 1, { ...complete(), rooms: '2.5' })).toBe(
      'Rooms must be a whole number of 0 or more',
    );
  });

  it('create step 2 asks for 1 to 4 images', () => {
    expect(listingStepError('create', 2, { images: [] })).toBe('Please upload at least one image');
    expect(listingStepError('create', 2, {})).toBe('Please upload at least one image');
    expect(listingStepError('create', 2, { images: Array(4).fill({}) })).toBeNull();
    expect(listingStepError('create', 2, { images: Array(5).fill({}) })).toBe('Maximum of 4 images allowed');
  });

  it('create step 3 requires nothing but refuses malformed numbers', () => {
    expect(listingStepError('create', 3, {})).toBeNull();
    expect(listingStepError('create', 3, { ceilingHeight: 'tall' })).toBe(
      'Ceiling height must be a number of 0 or more',
    );
  });

  it('step 4 asks for the daily price, and the hourly one for hourly pricing', () => {
    expect(listingStepError('create', 4, {})).toBe('Please set a daily price');
    expect(listingStepError('create', 4, { pricePerDay: '' })).toBe('Please set a daily price');
    expect(listingStepError('create', 4, { pricePerDay: '350', pricingType: 'hourly' })).toBe(
      'Please set an hourly price',
    );
    expect(listingStepError('edit', 4, { pricePerDay: '-1' })).toBe(
      'Please enter a valid price greater than zero',
    );
  });

  it.each([
    ['propertyName', 'Property name is required'],
    ['propertyType', 'Property type is required'],
    ['description', 'Description is required'],
    ['address', 'Complete address information is required'],
    ['city', 'Complete address information is required'],
    ['state', 'Complete address information is required'],
  ])('edit step 1: %s blank gives %j', (field, message) => {
    expect(listingStepError('edit', 1, { ...complete(), [field]: '' })).toBe(message);
    expect(listingStepError('edit', 1, { ...complete(), [field]: '   ' })).toBe(message);
  });

  it('edit step 1: zip may be blank, and the first problem comes first', () => {
    expect(listingStepError('edit', 1, { ...complete(), zip: '' })).toBeNull();
    expect(listingStepError('edit', 1, {})).toBe('Property name is required');
  });

  it('never stops the edit flow on steps 2 and 3', () => {
    expect(listingStepError('edit', 2, { images: [] })).toBeNull();
    expect(listingStepError('edit', 3, { ceilingHeight: 'tall' })).toBeNull();
  });
});
