import { z } from 'zod';
import { optionalTextSchema, uuidSchema } from '../common/common-schemas.ts';
import { DEFAULT_AVAILABILITY, MAX_IMAGES } from '../common/constants.ts';
import {
  lineListSchema,
  optionalNumberSchema,
  priceSchema,
  requiredTextSchema,
} from '../common/form-values.ts';
import { naturalLightSchema, noiseLevelSchema, pricingTypeSchema } from './listing-option-schemas.ts';
import {
  COMPLETE_ADDRESS_REQUIRED,
  DESCRIPTION_REQUIRED,
  PLEASE_FILL_IN_ALL_REQUIRED_FIELDS,
  PLEASE_SET_A_DAILY_PRICE,
  PLEASE_SET_AN_HOURLY_PRICE,
  PRICE_TOO_HIGH,
  PROPERTY_NAME_REQUIRED,
  PROPERTY_TYPE_REQUIRED,
  VALID_PRICE_GREATER_THAN_ZERO,
} from './listing-texts.ts';
import { toLocationType } from './location-types.ts';
import { readOnlyFields } from './owner-listings-texts.ts';

/**
 * The bodies of the listing write routes, one schema each. POST /api/locations and
 * PUT /api/locations/{id} take the wizard's form state (product section 3) without the photos, which
 * are uploaded separately; create checks with the wizard's step 1 messages, update with the edit
 * flow's. Both give prices in dollars (convert with money.ts toCents). The wizard checks each step
 * with the same fields (listing-steps.ts), so the browser and the API cannot disagree.
 */
export const MAX_LISTING_PRICE = 1_000_000;

function propertyTypeSchema(requiredMessage: string) {
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

const sizeFields = {
  squareFootage: optionalNumberSchema({ label: 'Square footage', max: 10_000_000 }),
  rooms: optionalNumberSchema({ label: 'Rooms', max: 10_000, integer: true }),
};

const required = (max: number) => requiredTextSchema(PLEASE_FILL_IN_ALL_REQUIRED_FIELDS, max);

/** Step 1 of the wizard, Basic Info: every text field is required, with the one message of the spec. */
export const basicsFields = {
  propertyName: required(200),
  propertyType: propertyTypeSchema(PLEASE_FILL_IN_ALL_REQUIRED_FIELDS),
  description: required(5000),
  address: required(300),
  city: required(100),
  state: required(100),
  zip: required(20),
  ...sizeFields,
};

/**
 * Step 1 of the edit flow: its own message per field. Zip is optional here because listings made
 * before zip was stored have none.
 */
export const editBasicsFields = {
  propertyName: requiredTextSchema(PROPERTY_NAME_REQUIRED, 200),
  propertyType: propertyTypeSchema(PROPERTY_TYPE_REQUIRED),
  description: requiredTextSchema(DESCRIPTION_REQUIRED, 5000),
  address: requiredTextSchema(COMPLETE_ADDRESS_REQUIRED, 300),
  city: requiredTextSchema(COMPLETE_ADDRESS_REQUIRED, 100),
  state: requiredTextSchema(COMPLETE_ADDRESS_REQUIRED, 100),
  zip: optionalTextSchema(20),
  ...sizeFields,
};

const emptyToNull = <T>(value: T | '' | null | undefined) => value || null;

/** Step 3, Features: nothing is required; only malformed numbers are refused. */
export const featuresFields = {
  features: lineListSchema(50, 100),
  amenities: lineListSchema(50, 100),
  rules: lineListSchema(50, 500),
  ceilingHeight: optionalNumberSchema({ label: 'Ceiling height', max: 1000 }),
  powerCapacity: optionalTextSchema(200),
  naturalLightQuality: naturalLightSchema.or(z.literal('')).nullish().transform(emptyToNull),
  noiseLevel: noiseLevelSchema.or(z.literal('')).nullish().transform(emptyToNull),
  parkingCapacity: optionalNumberSchema({ label: 'Parking', max: 10_000, integer: true }),
  maxCrewSize: optionalNumberSchema({ label: 'Maximum crew size', max: 10_000, integer: true }),
  loadInNotes: optionalTextSchema(2000),
  permitRequired: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  filmingRestrictions: lineListSchema(50, 500),
  availableEquipment: lineListSchema(50, 500),
};

const price = (requiredMessage: string) =>
  priceSchema({
    required: requiredMessage,
    invalid: VALID_PRICE_GREATER_THAN_ZERO,
    tooHigh: PRICE_TOO_HIGH,
    max: MAX_LISTING_PRICE,
  });

/** Step 4, Pricing; the same in both flows. Objects with these fields need requireHourlyPrice. */
export const pricingFields = {
  pricePerDay: price(PLEASE_SET_A_DAILY_PRICE),
  // Checked only for hourly pricing (see requireHourlyPrice), so blank is fine here.
  pricePerHour: z.union([z.string(), z.number()]).nullish(),
  pricingType: pricingTypeSchema.default('daily'),
  availability: z
    .object({ weekdays: z.boolean(), weekends: z.boolean(), holidays: z.boolean() })
    .default(() => ({ ...DEFAULT_AVAILABILITY })),
  // Instant Book (ADR 0039): left out, a create takes none and an update keeps what the listing has.
  instantBook: z.boolean({ error: 'instantBook must be true or false' }).optional(),
};

const hourlyPrice = price(PLEASE_SET_AN_HOURLY_PRICE);

/**
 * Product section 5: the daily price is always required (the listing is booked by the day); the hourly
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

/**
 * Bodies are strict: a client never sets owner_id, ids or timestamps, and any key outside the form
 * state is refused with 400 (not silently dropped), so a client bug or a tampered request shows.
 */
const strict = { error: (issue: z.core.$ZodRawIssue) => unknownKeysMessage(issue) };

function unknownKeysMessage(issue: z.core.$ZodRawIssue): string | undefined {
  return issue.code === 'unrecognized_keys' ? readOnlyFields(issue.keys) : undefined;
}

/** POST /api/locations. */
export const createListingBodySchema = z
  .strictObject({ ...basicsFields, ...featuresFields, ...pricingFields }, strict)
  .transform(requireHourlyPrice);
export type ListingInput = z.output<typeof createListingBodySchema>;

/** PUT /api/locations/{id}. */
export const updateListingBodySchema = z
  .strictObject({ ...editBasicsFields, ...featuresFields, ...pricingFields }, strict)
  .transform(requireHourlyPrice);
export type ListingUpdate = z.output<typeof updateListingBodySchema>;

/** PUT /api/locations/{id}/images/order: every image id of the listing, first becomes primary. */
export const imageOrderBodySchema = z.strictObject(
  { imageIds: z.array(uuidSchema()).min(1).max(MAX_IMAGES) },
  strict,
);

/** ?mode= of POST /api/locations/{id}/images: add after the current photos, or replace them all. */
const IMAGE_UPLOAD_MODES = ['append', 'replace'] as const;
export const imageUploadQuerySchema = z.strictObject({ mode: z.enum(IMAGE_UPLOAD_MODES).default('append') });
