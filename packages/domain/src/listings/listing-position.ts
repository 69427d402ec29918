import { z } from 'zod';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/**
 * Where a listing is, as everyone may know it (ADR 0041): a circle of about 500 m holding the
 * building, never centred on it. Null for a listing the offline data could not place.
 */
export const approximateAreaSchema = z.object({
  lat: latitude,
  lng: longitude,
  radiusMeters: z.number().int().positive(),
});
export type ApproximateArea = z.infer<typeof approximateAreaSchema>;

/**
 * GET /api/locations/{id}/position: the circle for everyone, and the exact point only for the
 * listing's owner and renters with a confirmed booking (like the address a booking discloses).
 */
export const listingPositionSchema = z.object({
  area: approximateAreaSchema.nullable(),
  exact: z.object({ lat: latitude, lng: longitude }).nullable(),
});
export type ListingPosition = z.infer<typeof listingPositionSchema>;

const point = z.object({ lat: latitude, lng: longitude });

/**
 * How far (miles) the owner may move the pin from where the offline ZIP code data puts the address:
 * far enough for a large rural ZIP code, too short to put a listing in another city.
 */
export const MAX_PIN_MILES = 20;
export const PIN_TOO_FAR = `Put the pin within ${MAX_PIN_MILES} miles of the address's ZIP code`;
export const PIN_UNPLACEABLE = 'We could not place this address: check its city, state and ZIP code';

/** PUT /api/locations/{id}/pin: the owner moves the listing's exact point onto the building. */
export const pinBodySchema = z.strictObject({ lat: latitude, lng: longitude });
export type PinBody = z.infer<typeof pinBodySchema>;

/** GET /api/places/address-point: where the offline ZIP code data puts an address (public data). */
export const addressPointQuerySchema = z.object({
  zip: z.string().max(20).default(''),
  city: z.string().max(100).default(''),
  state: z.string().max(100).default(''),
});
export const addressPointSchema = z.object({ point: point.nullable() });
export type AddressPoint = z.infer<typeof addressPointSchema>;
