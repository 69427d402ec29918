import { z } from 'zod';
import { idSchema, instantSchema, moneySchema } from '../common/common-schemas.ts';
import { listingFormStateSchema } from './listing-form.ts';
import { pricingTypeSchema } from './listing-option-schemas.ts';
import { locationImageSchema } from './location-image.ts';
import { locationTypeSchema } from './location-type-schema.ts';

/** A stored photo with its WebP variants by width ({ "400": url, "800": url, "1600": url }). */
export const listingImageSchema = locationImageSchema.extend({
  variants: z.record(z.string(), z.string()),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

/** One row of /owner/listings (Image, Property, Location, Type, Price) and of the dashboard. */
export const ownerListingSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  type: locationTypeSchema,
  pricePerDay: moneySchema,
  pricePerHour: moneySchema.nullable(),
  pricingType: pricingTypeSchema,
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** The primary photo, or the placeholder when there is none. */
  imageUrl: z.string(),
  /** The 400 px variant of the primary photo (or imageUrl), for tables and cards. */
  thumbnailUrl: z.string(),
  imageCount: z.number().int().min(0),
  /** LISTING_REVIEW (ADR 0048): 'in_review' waits for an operator; 'rejected' with their reason. */
  reviewStatus: z.enum(['in_review', 'rejected']).nullable().optional(),
  reviewReason: z.string().nullable().optional(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

export const ownerListingsResponseSchema = z.object({ items: z.array(ownerListingSchema) });
export const listingSavedResponseSchema = z.object({ listing: ownerListingSchema });
export const listingDeletedResponseSchema = z.object({ id: idSchema, message: z.string() });

/** Per-file outcome of an upload that went partly wrong: the spec's 'Failed to upload {file}'. */
export const imageFailureSchema = z.object({ file: z.string(), message: z.string() });
export type ImageFailure = z.infer<typeof imageFailureSchema>;

/** Every image route answers with the listing's photos as they now are, in order, and any failures. */
export const listingImagesResponseSchema = z.object({
  images: z.array(listingImageSchema),
  failed: z.array(imageFailureSchema),
});
export type ListingImagesResponse = z.infer<typeof listingImagesResponseSchema>;

/** GET /api/owner/listings/{id}: what the edit screen loads. */
export const listingEditResponseSchema = z.object({
  id: idSchema,
  form: listingFormStateSchema,
  images: z.array(listingImageSchema),
  updatedAt: instantSchema,
});
export type ListingEditResponse = z.infer<typeof listingEditResponseSchema>;
