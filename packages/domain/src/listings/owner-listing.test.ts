import { describe, expect, it } from 'vitest';
import { sampleLocation } from '../testing/sample-location.ts';
import { emptyListingForm, listingToFormState } from './listing-form.ts';
import { listingFormStateSchema } from './owner-listing.ts';

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
