import { describe, expect, it } from 'vitest';
import { completeListingForm } from '../testing/listing-values.ts';
import { createListingSchema, updateListingSchema } from './listing-input.ts';

describe('createListingSchema', () => {
  it('turns the form state into values', () => {
    expect(createListingSchema.parse(completeListingForm())).toEqual({
      propertyType: 'loft',
      propertyName: 'Sunlit Loft',
      description: 'Bright and open.',
      address: '12 Water St',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11201',
      squareFootage: 1800,
      rooms: 3,
      features: ['High ceilings'],
      amenities: ['WiFi'],
      rules: ['No smoking', 'No pets'],
      pricePerDay: 350,
      pricePerHour: null,
      pricingType: 'daily',
      availability: { weekdays: true, weekends: true, holidays: false },
      ceilingHeight: 14.5,
      powerCapacity: null,
      naturalLightQuality: 'Excellent',
      noiseLevel: null,
      parkingCapacity: 2,
      loadInNotes: null,
      permitRequired: null,
      filmingRestrictions: [],
      availableEquipment: ['C-stands', 'Sandbags'],
    });
  });

  it('uses the wizard messages', () => {
    const result = createListingSchema.safeParse({ ...completeListingForm(), zip: '' });
    expect(result.error?.issues[0]?.message).toBe('Please fill in all required fields');
    const price = createListingSchema.safeParse({ ...completeListingForm(), pricePerDay: '' });
    expect(price.error?.issues[0]?.message).toBe('Please set a daily price');
  });

  it('checks the hourly price across the whole body', () => {
    const result = createListingSchema.safeParse({ ...completeListingForm(), pricingType: 'hourly' });
    expect(result.error?.issues[0]?.message).toBe('Please set an hourly price');
  });
});

describe('updateListingSchema', () => {
  it('uses the edit messages and lets zip be blank', () => {
    expect(updateListingSchema.parse({ ...completeListingForm(), zip: '' }).zip).toBeNull();
    const result = updateListingSchema.safeParse({ ...completeListingForm(), city: ' ' });
    expect(result.error?.issues[0]?.message).toBe('Complete address information is required');
    const price = updateListingSchema.safeParse({ ...completeListingForm(), pricePerDay: '0' });
    expect(price.error?.issues[0]?.message).toBe('Please enter a valid price greater than zero');
  });
});
