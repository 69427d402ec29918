import { z } from 'zod';
import { dateRangeSchema, idSchema, instantSchema, moneySchema } from '../common/common-schemas.ts';
import { reviewSchema } from '../reviews/review-schemas.ts';
import { naturalLightSchema, noiseLevelSchema, pricingTypeSchema } from './listing-option-schemas.ts';
import { locationTypeSchema } from './location-type-schema.ts';

/**
 * Product section 3 'Display shape', the listing as the API answers it. Defaults of the spec (missing
 * description '', numbers 0, lists []) are applied by the API before serialising: response schemas
 * cannot default (see common.ts). Scout fields are optional and null when not filled in.
 */
export const locationOwnerSchema = z.object({
  id: idSchema.optional(),
  name: z.string(),
  /** Null means: show the placeholder avatar. */
  image: z.string().nullable(),
  responseRate: z.number().min(0).max(100),
});

/** Same shape as availability.ts `Availability`. */
export const availabilitySchema = z.object({
  weekdays: z.boolean(),
  weekends: z.boolean(),
  holidays: z.boolean(),
});

const scoutFieldsSchema = z.object({
  ceilingHeight: z.number().min(0).nullish(),
  powerCapacity: z.string().nullish(),
  naturalLightQuality: naturalLightSchema.nullish(),
  noiseLevel: noiseLevelSchema.nullish(),
  parkingCapacity: z.number().int().min(0).nullish(),
  maxCrewSize: z.number().int().min(1).nullish(),
  loadInNotes: z.string().nullish(),
  permitRequired: z.boolean().nullish(),
  filmingRestrictions: z.array(z.string()).nullish(),
  availableEquipment: z.array(z.string()).nullish(),
});

export const locationSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  type: locationTypeSchema,
  pricePerDay: moneySchema,
  pricePerHour: moneySchema.nullish(),
  pricingType: pricingTypeSchema.optional(),
  squareFootage: z.number().min(0),
  rooms: z.number().int().min(0),
  city: z.string(),
  state: z.string(),
  features: z.array(z.string()),
  amenities: z.array(z.string()),
  rules: z.array(z.string()),
  /** Image URLs, primary first; never empty (the API puts the placeholder in when there is none). */
  images: z.array(z.string()),
  owner: locationOwnerSchema,
  // Withheld from visitors (architecture section 2): see location-views.ts toVisitorCard / toVisitorDetail.
  address: z.string().optional(),
  zip: z.string().optional(),
  country: z.string().optional(),
  availability: availabilitySchema.optional(),
  availableDates: z.array(dateRangeSchema).optional(),
  bookedDates: z.array(dateRangeSchema).optional(),
  reviews: z.array(reviewSchema).optional(),
  averageRating: z.number().min(0).max(5).nullish(),
  reviewCount: z.number().int().min(0).optional(),
  updatedAt: instantSchema.optional(),
  ...scoutFieldsSchema.shape,
});
export type Location = z.infer<typeof locationSchema>;

/** GET /api/locations (architecture section 6). `types` lists the types present in all results. */
export const locationSearchResultSchema = z.object({
  items: z.array(locationSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  types: z.array(locationTypeSchema),
});
