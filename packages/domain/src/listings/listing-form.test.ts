import { describe, expect, it } from 'vitest';
import { sampleLocation } from '../testing/sample-location.ts';
import { emptyListingForm } from './empty-listing-form.ts';
import { listingFormStateSchema, listingToFormState } from './listing-form.ts';
import { updateListingBodySchema } from './listing-write.ts';

describe('emptyListingForm', () => {
  it('starts with daily pricing and the default availability', () => {
    const form = emptyListingForm();
    expect(form.pricingType).toBe('daily');
    expect(form.availability).toEqual({ weekdays: true, weekends: true, holidays: false });
    expect(form.pricePerDay).toBe('');
  });

  it('gives a fresh object each time', () => {
    const form = emptyListingForm();
    form.availability.holidays = true;
    expect(emptyListingForm().availability.holidays).toBe(false);
  });
});

describe('listingToFormState', () => {
  it('loads a listing so that saving it unchanged keeps its values', () => {
    const location = sampleLocation();
    const saved = updateListingBodySchema.parse(listingToFormState(location));
    expect(saved).toMatchObject({
      propertyName: location.name,
      propertyType: location.type,
      address: location.address,
      zip: location.zip,
      squareFootage: location.squareFootage,
      rooms: location.rooms,
      rules: location.rules,
      pricePerDay: location.pricePerDay,
      pricePerHour: location.pricePerHour,
      availability: location.availability,
      ceilingHeight: location.ceilingHeight,
      naturalLightQuality: location.naturalLightQuality,
      permitRequired: true,
      filmingRestrictions: location.filmingRestrictions,
      availableEquipment: location.availableEquipment,
    });
  });

  it('fills blanks for what the listing does not have', () => {
    const { zip, pricePerHour, pricingType, ceilingHeight, availability, ...rest } = sampleLocation();
    const form = listingToFormState(rest);
    expect([form.zip, form.pricePerHour, form.pricingType, form.ceilingHeight]).toEqual([
      '',
      '',
      'daily',
      '',
    ]);
    expect(form.availability).toEqual({ weekdays: true, weekends: true, holidays: false });
  });
});

describe('listingFormStateSchema', () => {
  it('describes the wizard form state, empty or loaded from a listing', () => {
    expect(listingFormStateSchema.parse(emptyListingForm())).toEqual(emptyListingForm());
    const loaded = listingToFormState(sampleLocation());
    expect(listingFormStateSchema.parse(loaded)).toEqual(loaded);
  });

  it('refuses numbers where the form keeps text', () => {
    expect(listingFormStateSchema.safeParse({ ...emptyListingForm(), pricePerDay: 350 }).success).toBe(false);
  });
});
