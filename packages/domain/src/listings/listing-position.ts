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
