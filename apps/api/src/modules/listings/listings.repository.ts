import { OWNER_RECENT_PROPERTIES } from '@setspot/domain/common/constants';
import { centsToDecimal, toCents } from '@setspot/domain/common/money';
import type { ListingInput, ListingUpdate } from '@setspot/domain/listings/listing-write';
import { timeZoneForState } from '@setspot/domain/listings/time-zones';
import { and, asc, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { fixedLimit, preparedPerDatabase } from '../../db/prepared.ts';
import { bookings, locationImages, locations } from '../../db/schema.ts';
import { pointOfAddress } from '../geo/geo.public.ts';
import { outerLocationId } from './listing-cards.repository.ts';

export type LocationRow = typeof locations.$inferSelect;
export type ImageRow = typeof locationImages.$inferSelect;

const decimal = (amount: number) => centsToDecimal(toCents(amount));

/** The columns a create or update writes: every field the wizard collects (architecture section 2). */
function listingColumns(input: ListingInput | ListingUpdate) {
  return {
    title: input.propertyName,
    description: input.description,
    type: input.propertyType,
    price: decimal(input.pricePerDay),
    pricePerHour: input.pricePerHour === null ? null : decimal(input.pricePerHour),
    pricingType: input.pricingType,
    // The column holds whole square feet; the form allows a decimal.
    squareFootage: input.squareFootage === null ? null : Math.round(input.squareFootage),
    roomCount: input.rooms,
    address: input.address,
    city: input.city,
    state: input.state,
    // Booking days are dates in the listing's zone (refund tiers, expiry, time buckets).
    timezone: timeZoneForState(input.state),
    zip: input.zip ?? '',
    features: input.features,
    amenities: input.amenities,
    rules: input.rules,
    availability: input.availability,
    ...(input.instantBook === undefined ? {} : { instantBook: input.instantBook }),
    ceilingHeight: input.ceilingHeight === null ? null : String(input.ceilingHeight),
    powerCapacity: input.powerCapacity,
    naturalLight: input.naturalLightQuality,
    noiseLevel: input.noiseLevel,
    parkingCapacity: input.parkingCapacity,
    maxCrewSize: input.maxCrewSize,
    loadInNotes: input.loadInNotes,
    permitRequired: input.permitRequired,
    filmingRestrictions: input.filmingRestrictions,
    availableEquipment: input.availableEquipment,
  };
}

/** The exact point, from the offline ZIP code data (ADR 0041); private like the address. */
const pointOf = (input: ListingInput | ListingUpdate) =>
  pointOfAddress({ zip: input.zip ?? '', city: input.city, state: input.state });

/**
 * On an update the point stays where it is while the address's ZIP code, city and state do not
 * change: the owner may have moved the pin onto the building (PUT /api/locations/{id}/pin).
 */
function keptPoint(input: ListingUpdate) {
  const point = pointOf(input);
  const same = sql`(${locations.zip} = ${input.zip ?? ''} and ${locations.city} = ${input.city}
    and ${locations.state} = ${input.state} and ${locations.latitude} is not null)`;
  return {
    latitude: sql`case when ${same} then ${locations.latitude} else ${point?.lat ?? null}::float8 end`,
    longitude: sql`case when ${same} then ${locations.longitude} else ${point?.lng ?? null}::float8 end`,
  };
}

const owned = (id: string, ownerId: string) =>
  and(eq(locations.id, id), eq(locations.ownerId, ownerId), isNull(locations.deletedAt));

/** With `review` (LISTING_REVIEW, ADR 0048) the listing waits for an operator, out of search. */
const reviewColumns = (review: boolean) =>
  review ? { reviewStatus: 'in_review' as const, reviewReason: null } : {};

export async function insertListing(db: Executor, ownerId: string, input: ListingInput, review = false) {
  const point = pointOf(input);
  const [row] = await db
    .insert(locations)
    .values({
      ...listingColumns(input),
      latitude: point?.lat ?? null,
      longitude: point?.lng ?? null,
      ownerId,
      ...reviewColumns(review),
    })
    .returning();
  if (!row) throw new Error('Insert into locations returned no row');
  return row;
}

export async function updateOwnedListing(
  db: Executor,
  id: string,
  ownerId: string,
  input: ListingUpdate,
  review = false,
) {
  const [row] = await db
    .update(locations)
    .set({ ...listingColumns(input), ...keptPoint(input), ...reviewColumns(review), updatedAt: new Date() })
    .where(owned(id, ownerId))
    .returning();
  return row ?? null;
}

/** The owner's live listing, or null (someone else's, deleted or missing all look the same). */
export async function findOwnedListing(db: Executor, id: string, ownerId: string, lock = false) {
  const query = db.select().from(locations).where(owned(id, ownerId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function touchListing(db: Executor, id: string, review = false) {
  await db
    .update(locations)
    .set({ ...reviewColumns(review), updatedAt: new Date() })
    .where(eq(locations.id, id));
}

export async function softDeleteListing(db: Executor, id: string) {
  const now = new Date();
  await db.update(locations).set({ deletedAt: now, updatedAt: now }).where(eq(locations.id, id));
}

/**
 * Bookings that stop a listing from being withdrawn: confirmed ones that have not ended, and pending
 * requests still alive (architecture section 5), both counted in the location's own calendar.
 */
export async function countBlockingBookings(db: Executor, locationId: string) {
  const today = sql`(now() at time zone ${locations.timezone})::date`;
  const [counts] = await db
    .select({
      confirmed: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed'))::int`,
      pending: sql<number>`(count(*) filter (where ${bookings.status} = 'pending'
        and (${bookings.expiresAt} is null or ${bookings.expiresAt} > now())))::int`,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(and(eq(bookings.locationId, locationId), sql`${bookings.endDate} >= ${today}`));
  return { confirmed: counts?.confirmed ?? 0, pending: counts?.pending ?? 0 };
}

/**
 * What an owner's listing card shows of its photos, read with the listing: the lead photo (the one
 * marked primary, else the first in gallery order) and how many there are. One statement for the
 * listings and their photos, where a second one used to follow the first.
 */
const photoColumns = {
  leadPhoto: sql<LeadPhoto | null>`(select json_build_object(
      'imageUrl', i.image_url, 'variants', i.variants) from ${locationImages} i
    where i.location_id = ${outerLocationId} order by i.is_primary desc, i.position limit 1)`,
  photoCount: sql<number>`(select count(*)::int from ${locationImages} i where i.location_id = ${outerLocationId})`,
};
export type LeadPhoto = Pick<ImageRow, 'imageUrl' | 'variants'>;
export type OwnedListingRow = LocationRow & { leadPhoto: LeadPhoto | null; photoCount: number };

/** The owner dashboard's and listings page's reads, prepared once per database (db/prepared.ts). */
const ownedReadsOf = preparedPerDatabase((db) => {
  const owned = and(eq(locations.ownerId, sql.placeholder('ownerId')), isNull(locations.deletedAt));
  const lastChangedFirst = [desc(locations.updatedAt), desc(locations.id)];
  // The first few, with how many there are (a window count is taken before the limit). Only those
  // few are then read whole with their photos: a window over whole rows had PostgreSQL read every
  // listing's photos before the limit, three times the cost (ADR 0033, tenth amendment).
  const latestOwned = db
    .select({
      id: locations.id,
      updatedAt: locations.updatedAt,
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(locations)
    .where(owned)
    .orderBy(...lastChangedFirst)
    // The dashboard's few; the lead-photo preload (pages/lead-image.ts) reads the first of the same.
    .limit(fixedLimit(OWNER_RECENT_PROPERTIES))
    .as('latest_owned');
  return {
    all: db
      .select({ ...getTableColumns(locations), ...photoColumns })
      .from(locations)
      .where(owned)
      .orderBy(...lastChangedFirst)
      .prepare('owned_all'),
    latest: db
      .select({ ...getTableColumns(locations), ...photoColumns, total: latestOwned.total })
      .from(latestOwned)
      .innerJoin(locations, eq(locations.id, latestOwned.id))
      .orderBy(desc(latestOwned.updatedAt), desc(latestOwned.id))
      .prepare('owned_latest'),
  };
});

/** Every live listing of the owner with its photos' summary, last changed first (product section 7). */
export function listOwnedListings(db: Db, ownerId: string): Promise<OwnedListingRow[]> {
  return ownedReadsOf(db).all.execute({ ownerId });
}

/** The owner's latest listings (the dashboard's few) with their photos' summary, and how many live listings they have. */
export async function latestOwnedListings(db: Db, ownerId: string) {
  const rows = await ownedReadsOf(db).latest.execute({ ownerId });
  return { total: rows[0]?.total ?? 0, rows: rows satisfies OwnedListingRow[] };
}

/** A listing's photos in gallery order. */
export function imagesOf(db: Executor, locationId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(locationImages)
    .where(eq(locationImages.locationId, locationId))
    .orderBy(asc(locationImages.position));
}
