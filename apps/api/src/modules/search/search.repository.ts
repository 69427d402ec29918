import { toLocationType } from '@setspot/domain/listings/location-types';
import { and, asc, type Column, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, reviews } from '../../db/schema.ts';
import { approximateArea } from '../geo/geo.public.ts';
import { productionColumns, productionValuesOf } from './production-columns.repository.ts';
import type { IndexedListing } from './search-index.ts';

type ReviewStats = ReadonlyMap<string, { sum: number; count: number }>;

/** `column` is one of the ids: one array parameter however many ids (a batch may hold thousands). */
const anyOf = (column: Column, ids: readonly string[]) =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;

/** What the search index needs of a listing, read in id order a batch at a time. */
export const indexColumns = {
  id: locations.id,
  title: locations.title,
  description: locations.description,
  city: locations.city,
  state: locations.state,
  type: locations.type,
  address: locations.address,
  zip: locations.zip,
  priceCents: sql<number>`round(${locations.price} * 100)::float8`,
  squareFootage: locations.squareFootage,
  createdAtMs: sql<number>`(extract(epoch from ${locations.createdAt}) * 1000)::float8`,
  ...productionColumns,
  latitude: locations.latitude,
  longitude: locations.longitude,
};

type IndexRow = { [K in keyof typeof indexColumns]: unknown } & { id: string; type: string };

/** Search places a listing at its approximate area's centre: never the exact point (ADR 0041). */
function pointOf(id: string, latitude: unknown, longitude: unknown) {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const { lat, lng } = approximateArea(id, { lat: latitude, lng: longitude });
  return { lat, lng };
}

function toIndexed(row: IndexRow, ratingSum: number, reviewCount: number): IndexedListing | null {
  const type = toLocationType(row.type);
  if (!type) return null;
  return {
    id: row.id,
    title: String(row.title),
    description: String(row.description ?? ''),
    city: String(row.city),
    state: String(row.state),
    type,
    address: String(row.address ?? ''),
    zip: String(row.zip ?? ''),
    priceCents: Number(row.priceCents),
    squareFootage: row.squareFootage === null ? null : Number(row.squareFootage),
    createdAtMs: Number(row.createdAtMs),
    ratingSum,
    reviewCount,
    production: productionValuesOf(row),
    point: pointOf(row.id, row.latitude, row.longitude),
  };
}

/**
 * Review count and rating sum per reviewed location: of all, or of the listings named. Only published
 * reviews of listings count (ADR 0015): a hidden review or an owner's review of a renter never does.
 */
export async function loadReviewStats(db: Db, ids?: readonly string[]): Promise<ReviewStats> {
  const rows = await db
    .select({
      locationId: reviews.locationId,
      sum: sql<number>`sum(${reviews.rating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.subject, 'listing'),
        isNotNull(reviews.publishedAt),
        isNull(reviews.removedAt),
        ids ? anyOf(reviews.locationId, ids) : undefined,
      ),
    )
    .groupBy(reviews.locationId);
  return new Map(rows.map((row) => [row.locationId, { sum: Number(row.sum), count: Number(row.count) }]));
}

/** Live listings after `afterId` in id order (keyset pages, so a million rows stream in steps). */
export async function loadIndexBatch(
  db: Db,
  afterId: string | null,
  limit: number,
  stats: ReviewStats,
): Promise<{ listings: IndexedListing[]; lastId: string | null }> {
  const rows = await db
    .select(indexColumns)
    .from(locations)
    .where(
      and(
        isNull(locations.deletedAt),
        isNull(locations.hiddenAt),
        isNull(locations.reviewStatus),
        afterId ? gt(locations.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(locations.id))
    .limit(limit);
  return {
    listings: withStats(rows, stats),
    lastId: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

function withStats(rows: readonly IndexRow[], stats: ReviewStats): IndexedListing[] {
  return rows.flatMap((row) => {
    const stat = stats.get(row.id);
    return toIndexed(row, stat?.sum ?? 0, stat?.count ?? 0) ?? [];
  });
}

/** The current state of some listings; deleted or missing ones are simply absent. */
export async function loadIndexRows(db: Db, ids: readonly string[]): Promise<IndexedListing[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(indexColumns)
    .from(locations)
    .where(
      and(
        anyOf(locations.id, ids),
        isNull(locations.deletedAt),
        isNull(locations.hiddenAt),
        isNull(locations.reviewStatus),
      ),
    );
  return withStats(rows, await loadReviewStats(db, ids));
}
