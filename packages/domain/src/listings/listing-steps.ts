import { z } from 'zod';
import { MAXIMUM_IMAGES_ALLOWED, PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE } from '../images/image-texts.ts';
import { optionalTextSchema } from '../shared/common-schemas.ts';
import { DEFAULT_AVAILABILITY, MAX_IMAGES } from '../shared/constants.ts';
import {
  lineListSchema,
  optionalNumberSchema,
  priceSchema,
  requiredTextSchema,
} from '../shared/form-values.ts';
import { naturalLightSchema, noiseLevelSchema, pricingTypeSchema } from './listing-options.ts';
import {
  PLEASE_FILL_IN_ALL_REQUIRED_FIELDS,
  PLEASE_SET_A_DAILY_PRICE,
  PLEASE_SET_AN_HOURLY_PRICE,
  PRICE_TOO_HIGH,
  VALID_PRICE_GREATER_THAN_ZERO,
} from './listing-texts.ts';
import { toLocationType } from './location-types.ts';

/**
 * The listing wizard's steps (spec section 5), one schema each; `Next` is allowed when the current
 * step parses. The same pieces make the API's create and update bodies (listing-input.ts).
 */
export const MAX_LISTING_PRICE = 1_000_000;

export function propertyTypeSchema(requiredMessage: string) {
  return z.string({ error: requiredMessage }).transform((value, ctx) => {
    const type = toLocationType(value);
    if (!type) {
      ctx.addIssue({
        code: 'custom',
        message: value.trim() ? `Unknown location type: ${value}` : requiredMessage,
      });
      return z.NEVER;
    }
    return type;
  });
}

export const sizeFields = {
  squareFootage: optionalNumberSchema({ label: 'Square footage', max: 10_000_000 }),
  rooms: optionalNumberSchema({ label: 'Rooms', max: 10_000, integer: true }),
};

const required = (max: number) => requiredTextSchema(PLEASE_FILL_IN_ALL_REQUIRED_FIELDS, max);

/** Step 1, Basic Info: every text field is required, with the one message of the spec. */
export const listingBasicsStepSchema = z.object({
  propertyName: required(200),
  propertyType: propertyTypeSchema(PLEASE_FILL_IN_ALL_REQUIRED_FIELDS),
  description: required(5000),
  address: required(300),
  city: required(100),
  state: required(100),
  zip: required(20),
  ...sizeFields,
});

/** Step 2, Photos: the files themselves are checked one by one with image-files.ts. */
export const listingPhotosStepSchema = z.object({
  images: z
    .array(z.unknown(), { error: PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE })
    .min(1, PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE)
    .max(MAX_IMAGES, MAXIMUM_IMAGES_ALLOWED),
});

/** Step 3, Features: nothing is required; only malformed numbers are refused. */
export const listingFeaturesStepSchema = z.object({
  features: lineListSchema(50, 100),
  amenities: lineListSchema(50, 100),
  rules: lineListSchema(50, 500),
  ceilingHeight: optionalNumberSchema({ label: 'Ceiling height', max: 1000 }),
  powerCapacity: optionalTextSchema(200),
  naturalLightQuality: naturalLightSchema
    .or(z.literal(''))
    .nullish()
    .transform((value) => value || null),
  noiseLevel: noiseLevelSchema
    .or(z.literal(''))
    .nullish()
    .transform((value) => value || null),
  parkingCapacity: optionalNumberSchema({ label: 'Parking', max: 10_000, integer: true }),
  loadInNotes: optionalTextSchema(2000),
  permitRequired: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  filmingRestrictions: lineListSchema(50, 500),
  availableEquipment: lineListSchema(50, 500),
});

const price = (requiredMessage: string) =>
  priceSchema({
    required: requiredMessage,
    invalid: VALID_PRICE_GREATER_THAN_ZERO,
    tooHigh: PRICE_TOO_HIGH,
    max: MAX_LISTING_PRICE,
  });

export const pricingFields = {
  pricePerDay: price(PLEASE_SET_A_DAILY_PRICE),
  // Checked only for hourly pricing (see requireHourlyPrice), so blank is fine here.
  pricePerHour: z.union([z.string(), z.number()]).nullish(),
  pricingType: pricingTypeSchema.default('daily'),
  availability: z
    .object({ weekdays: z.boolean(), weekends: z.boolean(), holidays: z.boolean() })
    .default(() => ({ ...DEFAULT_AVAILABILITY })),
};

const hourlyPrice = price(PLEASE_SET_AN_HOURLY_PRICE);

/**
 * Spec section 5: the daily price is always required (the listing is booked by the day); the hourly
 * price too when the pricing type is hourly. Gives the hourly price as a number, or null.
 */
export function requireHourlyPrice<
  T extends { pricingType: string; pricePerHour?: string | number | null | undefined },
>(value: T, ctx: z.RefinementCtx): Omit<T, 'pricePerHour'> & { pricePerHour: number | null } {
  const blank =
    value.pricePerHour === null || value.pricePerHour === undefined || `${value.pricePerHour}`.trim() === '';
  if (blank && value.pricingType !== 'hourly') return { ...value, pricePerHour: null };
  const parsed = hourlyPrice.safeParse(value.pricePerHour);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['pricePerHour'] });
    return z.NEVER;
  }
  return { ...value, pricePerHour: parsed.data };
}

/** Step 4, Pricing. */
export const listingPricingStepSchema = z.object(pricingFields).transform(requireHourlyPrice);
