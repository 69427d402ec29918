import { z } from 'zod';
import { MAX_IMAGES } from '../common/constants.ts';
import { MAXIMUM_IMAGES_ALLOWED, PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE } from '../images/image-texts.ts';
import {
  basicsFields,
  editBasicsFields,
  featuresFields,
  pricingFields,
  requireHourlyPrice,
} from './listing-write.ts';

/**
 * The listing wizard's steps (product section 5), one schema each, made of the fields of the create
 * and update bodies (listing-write.ts). `Next` is allowed when the current step parses.
 */
export type WizardStep = 1 | 2 | 3 | 4;
export type ListingFlow = 'create' | 'edit';

/** Step 2, Photos: the files themselves are checked one by one with image-files.ts. */
const photosStepSchema = z.object({
  images: z
    .array(z.unknown(), { error: PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE })
    .min(1, PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE)
    .max(MAX_IMAGES, MAXIMUM_IMAGES_ALLOWED),
});

const pricingStepSchema = z.object(pricingFields).transform(requireHourlyPrice);

const STEP_SCHEMAS: Readonly<Record<ListingFlow, Record<WizardStep, z.ZodType | null>>> = {
  create: {
    1: z.object(basicsFields),
    2: photosStepSchema,
    3: z.object(featuresFields),
    4: pricingStepSchema,
  },
  // Product section 5: in the edit flow steps 2 and 3 are always valid.
  edit: { 1: z.object(editBasicsFields), 2: null, 3: null, 4: pricingStepSchema },
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
