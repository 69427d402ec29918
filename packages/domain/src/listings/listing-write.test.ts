import { describe, expect, it } from 'vitest';
import { completeListingForm } from '../testing/listing-values.ts';
import {
  createListingBodySchema,
  imageOrderBodySchema,
  imageUploadQuerySchema,
  updateListingBodySchema,
} from './listing-write.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const create = (changes: Record<string, unknown>) =>
  createListingBodySchema.safeParse({ ...completeListingForm(), ...changes });
const update = (changes: Record<string, unknown>) =>
  updateListingBodySchema.safeParse({ ...completeListingForm(), ...changes });

describe('the create and update bodies', () => {
  it('turn the form state into values, numbers read and lists split', () => {
    // What the body makes of the typed form: numbers read, lines split, blanks null.
    const values = {
      ...completeListingForm(),
      squareFootage: 1800,
      rooms: 3,
      rules: ['No smoking', 'No pets'],
      pricePerDay: 350,
      pricePerHour: null,
      ceilingHeight: 14.5,
      powerCapacity: null,
      noiseLevel: null,
      parkingCapacity: 2,
      maxCrewSize: null,
      loadInNotes: null,
      filmingRestrictions: [],
      availableEquipment: ['C-stands', 'Sandbags'],
    };
    expect(create({}).data).toEqual(values);
    expect(update({}).data).toEqual(values);
  });

  it('accept a type by display name and refuse unknown types', () => {
    expect(create({ propertyType: 'Cafe/Restaurant' }).data?.propertyType).toBe('cafe/restaurant');
    expect(firstMessage(create({ propertyType: 'castle' }))).toBe('Unknown location type: castle');
  });

  it('keep size and rooms optional, numbers of 0 or more', () => {
    const blank = create({ squareFootage: '', rooms: '' }).data;
    expect([blank?.squareFootage, blank?.rooms]).toEqual([null, null]);
    expect(create({ rooms: '0' }).data?.rooms).toBe(0);
    expect(firstMessage(create({ squareFootage: '-1' }))).toBe(
      'Square footage must be a number of 0 or more',
    );
    expect(firstMessage(create({ rooms: '2.5' }))).toBe('Rooms must be a whole number of 0 or more');
  });

  it('require none of the features and give blanks for them', () => {
    const blanks = Object.fromEntries(
      ['features', 'amenities', 'rules', 'filmingRestrictions', 'availableEquipment'].map((key) => [key, '']),
    );
    expect(
      create({ ...blanks, ceilingHeight: '', naturalLightQuality: '', parkingCapacity: '' }).data,
    ).toMatchObject({
      features: [],
      amenities: [],
      rules: [],
      ceilingHeight: null,
      naturalLightQuality: null,
      parkingCapacity: null,
      filmingRestrictions: [],
      availableEquipment: [],
    });
  });

  it('refuse malformed scout values', () => {
    expect(firstMessage(create({ ceilingHeight: '-0.1' }))).toBe(
      'Ceiling height must be a number of 0 or more',
    );
    expect(firstMessage(create({ parkingCapacity: '1.5' }))).toBe(
      'Parking must be a whole number of 0 or more',
    );
    expect(create({ noiseLevel: 'Loud' }).success).toBe(false);
  });

  it('fill the pricing defaults', () => {
    const { pricingType, availability, ...rest } = completeListingForm();
    expect(createListingBodySchema.parse(rest)).toMatchObject({
      pricingType: 'daily',
      availability: { weekdays: true, weekends: true, holidays: false },
    });
  });

  it.each(['0', '-10', 'abc', '19.999'])('refuse a daily price of %j', (pricePerDay) => {
    expect(firstMessage(create({ pricePerDay }))).toBe('Please enter a valid price greater than zero');
  });

  it('refuse absurd prices', () => {
    expect(firstMessage(create({ pricePerDay: '1000000.01' }))).toBe(
      'Please enter a price of at most $1,000,000',
    );
    expect(create({ pricePerDay: '1000000' }).success).toBe(true);
  });

  it('need an hourly price too when pricing is hourly, checked across the whole body', () => {
    expect(firstMessage(create({ pricingType: 'hourly' }))).toBe('Please set an hourly price');
    expect(create({ pricingType: 'hourly', pricePerHour: '45' }).data?.pricePerHour).toBe(45);
    expect(create({ pricingType: 'hourly', pricePerHour: '0' }).error?.issues[0]).toMatchObject({
      message: 'Please enter a valid price greater than zero',
      path: ['pricePerHour'],
    });
  });

  it('still check an hourly price given with daily pricing', () => {
    expect(create({ pricePerHour: '30' }).data?.pricePerHour).toBe(30);
    expect(create({ pricePerHour: 'abc' }).success).toBe(false);
  });

  it('use the wizard messages on create, the edit messages on update, where zip may be blank', () => {
    expect(firstMessage(create({ zip: '' }))).toBe('Please fill in all required fields');
    expect(firstMessage(create({ pricePerDay: '' }))).toBe('Please set a daily price');
    expect(update({ zip: '' }).data?.zip).toBeNull();
    expect(firstMessage(update({ city: ' ' }))).toBe('Complete address information is required');
    expect(firstMessage(update({ pricePerDay: '0' }))).toBe('Please enter a valid price greater than zero');
  });

  it('refuse owner ids, ids and timestamps by name instead of dropping them', () => {
    expect(firstMessage(create({ ownerId: 'x', createdAt: 'y' }))).toBe(
      'These fields cannot be set: ownerId, createdAt',
    );
    expect(firstMessage(update({ id: 'x' }))).toBe('These fields cannot be set: id');
  });
});

describe('the image bodies', () => {
  it('take 1 to 4 image ids for an order, and append unless told to replace', () => {
    expect(imageOrderBodySchema.safeParse({ imageIds: [] }).success).toBe(false);
    expect(imageOrderBodySchema.safeParse({ imageIds: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(false);
    expect(imageUploadQuerySchema.parse({})).toEqual({ mode: 'append' });
    expect(imageUploadQuerySchema.safeParse({ mode: 'merge' }).success).toBe(false);
  });
});
