import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { profiles } from './profiles.ts';

// Listings (the `locations` table) and their photos.

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the owner deleted their account: the listing is withdrawn (deleted_at) and past
    // bookings and reviews keep pointing at it.
    ownerId: text('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    pricePerHour: numeric('price_per_hour', { precision: 10, scale: 2 }),
    pricingType: text('pricing_type').notNull().default('daily'),
    squareFootage: integer('square_footage'),
    roomCount: integer('room_count'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default('US'),
    // The shoot day is a calendar day at the location: refund windows count from its midnight here.
    // Derived from the state on every write (domain listings/time-zones.ts).
    timezone: text('timezone').notNull().default('America/New_York'),
    features: text('features').array().notNull().default(sql`'{}'`),
    amenities: text('amenities').array().notNull().default(sql`'{}'`),
    rules: text('rules').array().notNull().default(sql`'{}'`),
    availability: jsonb('availability')
      .$type<{ weekdays: boolean; weekends: boolean; holidays: boolean }>()
      .notNull()
      .default({ weekdays: true, weekends: true, holidays: false }),
    ceilingHeight: numeric('ceiling_height', { precision: 6, scale: 1 }),
    powerCapacity: text('power_capacity'),
    naturalLight: text('natural_light'),
    noiseLevel: text('noise_level'),
    parkingCapacity: integer('parking_capacity'),
    // Added for production search (ADR 0041): how many crew members the space holds.
    maxCrewSize: integer('max_crew_size'),
    // The exact point, private like the address (ADR 0041): only approximate positions leave the API
    // for anyone but the owner and renters with a confirmed booking.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    loadInNotes: text('load_in_notes'),
    permitRequired: boolean('permit_required'),
    filmingRestrictions: text('filming_restrictions').array().notNull().default(sql`'{}'`),
    availableEquipment: text('available_equipment').array().notNull().default(sql`'{}'`),
    // Booking rules (migration 0013, ADR 0039): days per booking, notice and horizon in days.
    minBookingDays: smallint('min_booking_days').notNull().default(1),
    maxBookingDays: smallint('max_booking_days').notNull().default(90),
    noticeDays: smallint('notice_days').notNull().default(0),
    horizonDays: smallint('horizon_days').notNull().default(365),
    instantBook: boolean('instant_book').notNull().default(false),
    // Lower-cased title, city and state, for case-insensitive contains search on a trigram index.
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || city || ' ' || state)`),
    // Listings are withdrawn, not erased: past bookings and reviews keep pointing at them.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Hidden by an operator or with its suspended owner: out of search and off its page (ADR 0038).
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: text('hidden_by').$type<'operator' | 'suspension'>(),
    // The review queue (LISTING_REVIEW, migration 0020): waiting for an operator, or rejected with a reason.
    reviewStatus: text('review_status').$type<'in_review' | 'rejected'>(),
    reviewReason: text('review_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('locations_owner_idx').on(t.ownerId, t.updatedAt),
    index('locations_price_idx').on(t.price),
    index('locations_created_idx').on(t.createdAt),
    index('locations_type_idx').on(t.type),
    check('locations_price_check', sql`price >= 0`),
    check('locations_pricing_type_check', sql`pricing_type in ('daily', 'hourly')`),
    check(
      'locations_type_check',
      sql`type in ('house', 'apartment', 'loft', 'office', 'cafe/restaurant', 'warehouse', 'studio', 'outdoor', 'other')`,
    ),
  ],
);

export const locationImages = pgTable(
  'location_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: smallint('position').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
    // WebP variants by width, e.g. { "400": "/uploads/…-400.webp" }, for srcset.
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [unique('location_images_position_unique').on(t.locationId, t.position)],
);
