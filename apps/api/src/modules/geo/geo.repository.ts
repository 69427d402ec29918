import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, locations } from '../../db/schema.ts';

/** Live listings without a point, after `afterId` in id order (keyset pages). */
export async function findUnplaced(db: Db, afterId: string | null, limit: number) {
  return db
    .select({ id: locations.id, zip: locations.zip, city: locations.city, state: locations.state })
    .from(locations)
    .where(
      and(
        isNull(locations.latitude),
        isNull(locations.deletedAt),
        afterId ? gt(locations.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(locations.id))
    .limit(limit);
}

/** Sets many listings' points in one statement. */
export async function savePoints(db: Db, points: readonly { id: string; lat: number; lng: number }[]) {
  if (points.length === 0) return;
  await db.execute(sql`update locations set latitude = p.lat, longitude = p.lng
    from unnest(${sql.param(points.map((p) => p.id))}::uuid[], ${sql.param(points.map((p) => p.lat))}::float8[],
      ${sql.param(points.map((p) => p.lng))}::float8[]) as p(id, lat, lng)
    where locations.id = p.id and locations.latitude is null`);
}

/** A live listing's point and owner, or null when there is no such listing. */
export async function findListingPoint(db: Db, id: string) {
  const [row] = await db
    .select({ ownerId: locations.ownerId, lat: locations.latitude, lng: locations.longitude })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)));
  return row ?? null;
}

/** Whether the user has a confirmed (or completed) booking of the listing: then they may know where it is. */
export async function hasConfirmedBooking(db: Db, locationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        eq(bookings.renterId, userId),
        inArray(bookings.status, ['confirmed', 'completed']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The owner's live listing's address, or null (someone else's, deleted or missing look the same). */
export async function findOwnedAddress(db: Db, id: string, ownerId: string) {
  const [row] = await db
    .select({ zip: locations.zip, city: locations.city, state: locations.state })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.ownerId, ownerId), isNull(locations.deletedAt)));
  return row ?? null;
}

/** Moves the owner's listing's exact point (the change feed carries it to every search index). */
export async function saveOwnedPoint(
  db: Db,
  id: string,
  ownerId: string,
  point: { lat: number; lng: number },
) {
  await db
    .update(locations)
    .set({ latitude: point.lat, longitude: point.lng, updatedAt: new Date() })
    .where(and(eq(locations.id, id), eq(locations.ownerId, ownerId), isNull(locations.deletedAt)));
}
