import type { z } from 'zod';
import { editBasicsStepSchema } from './listing-edit-steps.ts';
import {
  listingBasicsStepSchema,
  listingFeaturesStepSchema,
  listingPhotosStepSchema,
  listingPricingStepSchema,
} from './listing-steps.ts';

export type WizardStep = 1 | 2 | 3 | 4;
export type ListingFlow = 'create' | 'edit';

const STEP_SCHEMAS: Record<ListingFlow, Record<WizardStep, z.ZodType | null>> = {
  create: {
    1: listingBasicsStepSchema,
    2: listingPhotosStepSchema,
    3: listingFeaturesStepSchema,
    4: listingPricingStepSchema,
  },
  // Spec section 5: in the edit flow steps 2 and 3 are always valid.
  edit: { 1: editBasicsStepSchema, 2: null, 3: null, 4: listingPricingStepSchema },
};

/**
 * The message to show for a step, or null when `Next` (or submit on step 4) may go ahead. The
 * first problem wins, as the wizard shows one toast at a time.
 */
export function listingStepError(flow: ListingFlow, step: WizardStep, values: unknown): string | null {
  const schema = STEP_SCHEMAS[flow][step];
  if (!schema) return null;
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
