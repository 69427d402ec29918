import { z } from 'zod';

/** At most this many pins in an answer: the map clusters them; more would only weigh. */
export const MAX_PINS = 500;

/** A match on the map: its approximate area's centre and daily price (whole dollars). */
export const mapPinSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number(),
});
export type MapPin = z.infer<typeof mapPinSchema>;

/** What GET /api/locations adds for the map and 'Near'. */
export const placeAnswerShape = {
  /** Miles from the place searched near to each item, in the items' order. */
  distances: z.array(z.number().nullable()).optional(),
  /** The place searched near, as the offline data names it. */
  near: z.object({ name: z.string(), lat: z.number(), lng: z.number() }).optional(),
  pins: z.array(mapPinSchema).optional(),
};
