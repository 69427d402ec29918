import { describe, expect, it } from 'vitest';
import { completeListingForm } from '../testing/listing-values.ts';
import {
  listingBasicsStepSchema,
  listingFeaturesStepSchema,
  listingPhotosStepSchema,
  listingPricingStepSchema,
} from './listing-steps.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('step 1, Basic Info', () => {
  it('passes a complete form', () => {
    expect(listingBasicsStepSchema.parse(completeListingForm())).toMatchObject({
      propertyName: 'Sunlit Loft',
      propertyType: 'loft',
      squareFootage: 1800,
      rooms: 3,
    });
  });

  it.each(['propertyName', 'propertyType', 'description', 'address', 'city', 'state', 'zip'])(
    'asks to fill in all required fields when %s is blank',
    (field) => {
      for (const blank of ['', '   ', undefined]) {
        const result = listingBasicsStepSchema.safeParse({ ...completeListingForm(), [field]: blank });
        expect(firstMessage(result)).toBe('Please fill in all required fields');
      }
    },
  );

  it('accepts a type by display name and refuses unknown types', () => {
    expect(
      listingBasicsStepSchema.parse({ ...completeListingForm(), propertyType: 'Cafe/Restaurant' })
        .propertyType,
    ).toBe('cafe/restaurant');
    expect(
      firstMessage(listingBasicsStepSchema.safeParse({ ...completeListingForm(), propertyType: 'castle' })),
    ).toBe('Unknown location type: castle');
  });

  it('keeps size and rooms optional, numbers of 0 or more', () => {
    const blank = listingBasicsStepSchema.parse({ ...completeListingForm(), squareFootage: '', rooms: '' });
    expect([blank.squareFootage, blank.rooms]).toEqual([null, null]);
    expect(listingBasicsStepSchema.parse({ ...completeListingForm(), rooms: '0' }).rooms).toBe(0);
    expect(
      firstMessage(listingBasicsStepSchema.safeParse({ ...completeListingForm(), squareFootage: '-1' })),
    ).toBe('Square footage must be a number of 0 or more');
    expect(firstMessage(listingBasicsStepSchema.safeParse({ ...completeListingForm(), rooms: '2.5' }))).toBe(
      'Rooms must be a whole number of 0 or more',
    );
  });
});

describe('step 2, Photos', () => {
  it.each([1, 4])('accepts %i image(s)', (count) => {
    expect(listingPhotosStepSchema.safeParse({ images: Array(count).fill({}) }).success).toBe(true);
  });

  it('asks for at least one image', () => {
    expect(firstMessage(listingPhotosStepSchema.safeParse({ images: [] }))).toBe(
      'Please upload at least one image',
    );
    expect(firstMessage(listingPhotosStepSchema.safeParse({}))).toBe('Please upload at least one image');
  });

  it('allows at most 4', () => {
    expect(firstMessage(listingPhotosStepSchema.safeParse({ images: Array(5).fill({}) }))).toBe(
      'Maximum of 4 images allowed',
    );
  });
});

describe('step 3, Features', () => {
  it('requires nothing', () => {
    expect(listingFeaturesStepSchema.parse({})).toEqual({
      features: [],
      amenities: [],
      rules: [],
      ceilingHeight: null,
      powerCapacity: null,
      naturalLightQuality: null,
      noiseLevel: null,
      parkingCapacity: null,
      loadInNotes: null,
      permitRequired: null,
      filmingRestrictions: [],
      availableEquipment: [],
    });
  });

  it('splits the one-per-line fields and reads numbers', () => {
    const parsed = listingFeaturesStepSchema.parse(completeListingForm());
    expect(parsed.rules).toEqual(['No smoking', 'No pets']);
    expect(parsed.availableEquipment).toEqual(['C-stands', 'Sandbags']);
    expect(parsed.ceilingHeight).toBe(14.5);
    expect(parsed.parkingCapacity).toBe(2);
    expect(parsed.naturalLightQuality).toBe('Excellent');
    expect(parsed.noiseLevel).toBeNull();
  });

  it('refuses malformed scout values', () => {
    expect(firstMessage(listingFeaturesStepSchema.safeParse({ ceilingHeight: '-0.1' }))).toBe(
      'Ceiling height must be a number of 0 or more',
    );
    expect(firstMessage(listingFeaturesStepSchema.safeParse({ parkingCapacity: '1.5' }))).toBe(
      'Parking must be a whole number of 0 or more',
    );
    expect(listingFeaturesStepSchema.safeParse({ noiseLevel: 'Loud' }).success).toBe(false);
  });
});

describe('step 4, Pricing', () => {
  const pricing = (changes: Record<string, unknown>) =>
    listingPricingStepSchema.safeParse({ pricePerDay: '350', ...changes });

  it('reads the daily price and fills defaults', () => {
    expect(pricing({}).data).toEqual({
      pricePerDay: 350,
      pricePerHour: null,
      pricingType: 'daily',
      availability: { weekdays: true, weekends: true, holidays: false },
    });
  });

  it('asks for a daily price when it is blank', () => {
    expect(firstMessage(pricing({ pricePerDay: '' }))).toBe('Please set a daily price');
    expect(firstMessage(listingPricingStepSchema.safeParse({}))).toBe('Please set a daily price');
  });

  it.each(['0', '-10', 'abc', '19.999'])('refuses a daily price of %j', (pricePerDay) => {
    expect(firstMessage(pricing({ pricePerDay }))).toBe('Please enter a valid price greater than zero');
  });

  it('refuses absurd prices', () => {
    expect(firstMessage(pricing({ pricePerDay: '1000000.01' }))).toBe(
      'Please enter a price of at most $1,000,000',
    );
    expect(pricing({ pricePerDay: '1000000' }).success).toBe(true);
  });

  it('needs an hourly price too when pricing is hourly', () => {
    expect(firstMessage(pricing({ pricingType: 'hourly' }))).toBe('Please set an hourly price');
    expect(pricing({ pricingType: 'hourly', pricePerHour: '45' }).data?.pricePerHour).toBe(45);
    expect(pricing({ pricingType: 'hourly', pricePerHour: '0' }).error?.issues[0]).toMatchObject({
      message: 'Please enter a valid price greater than zero',
      path: ['pricePerHour'],
    });
  });

  it('still checks an hourly price given with daily pricing', () => {
    expect(pricing({ pricePerHour: '30' }).data?.pricePerHour).toBe(30);
    expect(pricing({ pricePerHour: 'abc' }).success).toBe(false);
  });
});
