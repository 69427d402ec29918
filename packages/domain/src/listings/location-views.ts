import { z } from 'zod';
import { calendarDateSchema, dateRangeSchema, idSchema, instantSchema } from '../common/common-schemas.ts';
import { reviewReplySchema, reviewSchema } from '../reviews/review-schemas.ts';
import { facetsSchema } from '../search/facets-schema.ts';
import { placeAnswerShape } from '../search/map-pins.ts';
import { approximateAreaSchema } from './listing-position.ts';
import { locationOwnerSchema, locationSchema, locationSearchResultSchema } from './location-schemas.ts';

/**
 * The read-side answers of /api/locations (architecture section 6), built on the display shape of
 * location.ts. `type` stays the stored value ('cafe/restaurant'), `typeName` is what the badge shows
 * ('Cafe/Restaurant'); `images` are the plain URLs, primary first, and `photos` the same images with
 * their WebP variants for srcset.
 */
export const imageVariantSchema = z.object({ width: z.number().int().positive(), url: z.string().min(1) });

export const locationPhotoSchema = z.object({
  url: z.string().min(1),
  isPrimary: z.boolean(),
  variants: z.array(imageVariantSchema),
  /** "…-400.webp 400w, …-800.webp 800w, …"; empty when the image has no variants. */
  srcset: z.string(),
});
export type LocationPhoto = z.infer<typeof locationPhotoSchema>;

const viewExtras = {
  typeName: z.string(),
  photos: z.array(locationPhotoSchema).min(1),
  /** The approximate position (listing-position.ts): the same for every caller. */
  area: approximateAreaSchema.nullish(),
  /** Confirmed as soon as the card is authorised (ADR 0039): the 'Instant Book' badge. */
  instantBook: z.boolean().optional(),
};

/** A search result or featured listing: what the location card needs. */
export const locationCardSchema = locationSchema
  .pick({
    id: true,
    name: true,
    description: true,
    type: true,
    pricePerDay: true,
    squareFootage: true,
    rooms: true,
    city: true,
    state: true,
    features: true,
    amenities: true,
    rules: true,
    images: true,
    address: true,
    zip: true,
    averageRating: true,
    reviewCount: true,
    ceilingHeight: true,
    naturalLightQuality: true,
    parkingCapacity: true,
  })
  .extend(viewExtras);
export type LocationCard = z.infer<typeof locationCardSchema>;

export const locationSearchPageSchema = locationSearchResultSchema.extend({
  items: z.array(locationCardSchema),
  facets: facetsSchema,
  ...placeAnswerShape,
});
export type LocationSearchPage = z.infer<typeof locationSearchPageSchema>;

export const featuredLocationsSchema = z.object({ items: z.array(locationCardSchema) });
export type FeaturedLocations = z.infer<typeof featuredLocationsSchema>;

/** The owner block of the detail page; contact details only when the owner made them visible. */
export const locationDetailOwnerSchema = locationOwnerSchema.extend({
  email: z.string().optional(),
  phone: z.string().optional(),
});

export const locationDetailSchema = locationSchema.extend({
  ...viewExtras,
  owner: locationDetailOwnerSchema,
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;

/** Signed-out callers get neither the street address and zip nor any way to contact the owner. */
export function toVisitorCard(card: LocationCard): LocationCard {
  const { address: _address, zip: _zip, ...rest } = card;
  return rest;
}

export function toVisitorDetail(detail: LocationDetail): LocationDetail {
  const { address: _address, zip: _zip, owner, ...rest } = detail;
  return { ...rest, owner: { name: owner.name, image: owner.image, responseRate: owner.responseRate } };
}

export const locationReviewSchema = reviewSchema.extend({
  /** First and last name, or 'Anonymous' (product section 2, Reviews tab). */
  reviewerName: z.string(),
  /** Null on the author's own review while it is hidden (double-blind, ADR 0015); others never see those. */
  publishedAt: instantSchema.nullable(),
  /** The listing owner's one public reply. */
  reply: reviewReplySchema.nullable(),
  /** True for the listing's owner on a published review without a reply. */
  canReply: z.boolean(),
});
export type LocationReview = z.infer<typeof locationReviewSchema>;

/** GET /api/locations/{id}/reviews: newest first, with the count and the average to one decimal. */
export const locationReviewsSchema = z.object({
  reviews: z.array(locationReviewSchema),
  count: z.number().int().min(0),
  averageRating: z.number().min(0).max(5).nullable(),
});
export type LocationReviews = z.infer<typeof locationReviewsSchema>;

/** GET /api/locations/{id}/unavailable-dates: held date ranges (both ends count), from today on. */
export const unavailableDatesSchema = z.object({
  locationId: idSchema,
  unavailableDates: z.array(dateRangeSchema),
  /** The owner's booking rules as they stand now (ADR 0039): days per booking, first and last day. */
  rules: z
    .object({
      minDays: z.number().int(),
      maxDays: z.number().int(),
      instantBook: z.boolean(),
      earliestStart: calendarDateSchema,
      latestEnd: calendarDateSchema,
    })
    .optional(),
});
export type UnavailableDates = z.infer<typeof unavailableDatesSchema>;
