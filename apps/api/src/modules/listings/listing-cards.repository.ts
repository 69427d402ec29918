import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';

/**
 * The listing's id as seen from a subquery: qualified, because Drizzle leaves columns of a
 * single-table select unqualified and a bare "id" inside the subquery would be the subquery's own.
 */
export const outerLocationId = sql`${sql.identifier('locations')}.${sql.identifier('id')}`;

export type ImageJson = { url: string; isPrimary: boolean; variants: Record<string, unknown> | null };

/** Photos of the listing in gallery order (primary first), as one JSON array. */
export const imagesOfLocation = sql<ImageJson[]>`coalesce((
  select json_agg(json_build_object('url', i.image_url, 'isPrimary', i.is_primary, 'variants', i.variants)
    order by i.is_primary desc, i.position, i.created_at)
  from location_images i where i.location_id = ${outerLocationId}), '[]'::json)`;

// Only published reviews of the listing count (ADR 0015), as in the search index.
// A review an operator removed leaves the average (ADR 0038).
const publishedListingReview = sql.raw(
  `r.subject = 'listing' and r.published_at is not null and r.removed_at is null`,
);
const reviewStatsOfLocation = {
  reviewCount: sql<number>`(select count(*)::int from reviews r where r.location_id = ${outerLocationId} and ${publishedListingReview})`,
  ratingSum: sql<number>`(select coalesce(sum(r.rating), 0)::int from reviews r where r.location_id = ${outerLocationId} and ${publishedListingReview})`,
};

/** The columns a listing card shows (listing-display.ts turns them into the card). */
export const cardColumns = {
  id: locations.id,
  title: locations.title,
  description: locations.description,
  type: locations.type,
  price: locations.price,
  squareFootage: locations.squareFootage,
  roomCount: locations.roomCount,
  address: locations.address,
  city: locations.city,
  state: locations.state,
  zip: locations.zip,
  features: locations.features,
  amenities: locations.amenities,
  rules: locations.rules,
  ceilingHeight: locations.ceilingHeight,
  naturalLight: locations.naturalLight,
  parkingCapacity: locations.parkingCapacity,
  instantBook: locations.instantBook,
  // The exact point: only ever turned into the approximate area (listing-display.ts).
  latitude: locations.latitude,
  longitude: locations.longitude,
  images: imagesOfLocation,
  ...reviewStatsOfLocation,
};

/** Live listings among the ids of the prepared query's placeholder. */
function cardQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(locations)
    .where(
      and(
        sql`${locations.id} = any(${sql.placeholder('ids')}::uuid[])`,
        isNull(locations.deletedAt),
        isNull(locations.hiddenAt),
        isNull(locations.reviewStatus),
      ),
    );
}

function prepareCardQuery(db: Db) {
  return cardQuery(db).prepare('location_cards');
}

/** The SQL of the card query (its one parameter: the ids), for the search benchmark's EXPLAIN. */
export function cardQuerySql(db: Db): string {
  return cardQuery(db).toSQL().sql;
}

// Every search runs this query: prepared once per database, it skips query building and planning.
const prepared = new WeakMap<Db, ReturnType<typeof prepareCardQuery>>();

export type CardRow = Awaited<ReturnType<ReturnType<typeof prepareCardQuery>['execute']>>[number];

/** Live listings by id, in the order of `ids`. */
export async function findCardRows(db: Db, ids: readonly string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  let query = prepared.get(db);
  if (!query) {
    query = prepareCardQuery(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
