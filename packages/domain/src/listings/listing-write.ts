import { z } from 'zod';
import { idSchema } from '../shared/common-schemas.ts';
import { MAX_IMAGES } from '../shared/constants.ts';
import { editBasicsStepSchema } from './listing-edit-steps.ts';
import {
  listingBasicsStepSchema,
  listingFeaturesStepSchema,
  pricingFields,
  requireHourlyPrice,
} from './listing-steps.ts';
import { readOnlyFields } from './owner-listings-texts.ts';

/**
 * The bodies POST /api/locations and PUT /api/locations/{id} accept: listing-input.ts's schemas, but
 * strict. A client never sets owner_id, ids or timestamps; any key outside the wizard form state is
 * refused with 400 (not silently dropped), so a client bug or a tampered request is visible.
 */
const strict = { error: (issue: z.core.$ZodRawIssue) => unknownKeysMessage(issue) };

function unknownKeysMessage(issue: z.core.$ZodRawIssue): string | undefined {
  return issue.code === 'unrecognized_keys' ? readOnlyFields(issue.keys) : undefined;
}

export const createListingBodySchema = z
  .strictObject(
    { ...listingBasicsStepSchema.shape, ...listingFeaturesStepSchema.shape, ...pricingFields },
    strict,
  )
  .transform(requireHourlyPrice);

export const updateListingBodySchema = z
  .strictObject(
    { ...editBasicsStepSchema.shape, ...listingFeaturesStepSchema.shape, ...pricingFields },
    strict,
  )
  .transform(requireHourlyPrice);

/** PUT /api/locations/{id}/images/order: every image id of the listing, first becomes primary. */
export const imageOrderBodySchema = z.strictObject(
  { imageIds: z.array(idSchema).min(1).max(MAX_IMAGES) },
  strict,
);
export type ImageOrderBody = z.infer<typeof imageOrderBodySchema>;

/** ?mode= of POST /api/locations/{id}/images: add after the current photos, or replace them all. */
export const IMAGE_UPLOAD_MODES = ['append', 'replace'] as const;
export const imageUploadQuerySchema = z.strictObject({ mode: z.enum(IMAGE_UPLOAD_MODES).default('append') });
