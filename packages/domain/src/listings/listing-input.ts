import type { z } from 'zod';
import { editBasicsStepSchema } from './listing-edit-steps.ts';
import {
  listingBasicsStepSchema,
  listingFeaturesStepSchema,
  pricingFields,
  requireHourlyPrice,
} from './listing-steps.ts';

/**
 * Bodies of POST /api/locations and PUT /api/locations/{id}: the wizard's form state without the
 * photos (they are uploaded separately). Create has the wizard's step 1 rules, update the edit
 * flow's; both give the same output, with prices in dollars (convert with money.ts toCents).
 */
export const createListingSchema = listingBasicsStepSchema
  .extend(listingFeaturesStepSchema.shape)
  .extend(pricingFields)
  .transform(requireHourlyPrice);

export const updateListingSchema = editBasicsStepSchema
  .extend(listingFeaturesStepSchema.shape)
  .extend(pricingFields)
  .transform(requireHourlyPrice);

export type ListingInput = z.output<typeof createListingSchema>;
export type ListingUpdate = z.output<typeof updateListingSchema>;
export type ListingFormInput = z.input<typeof createListingSchema>;
