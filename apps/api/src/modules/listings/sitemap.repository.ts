import { and, asc, count, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';

export async function countLiveLocations(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(locations)
    .where(and(isNull(locations.deletedAt), isNull(locations.hiddenAt), isNull(locations.reviewStatus)));
  return Number(row?.count ?? 0);
}

/** One sitemap's worth of live listings, in id order. */
export function findSitemapEntries(db: Db, offset: number, limit: number) {
  return db
    .select({ id: locations.id, updatedAt: locations.updatedAt })
    .from(locations)
    .where(and(isNull(locations.deletedAt), isNull(locations.hiddenAt), isNull(locations.reviewStatus)))
    .orderBy(asc(locations.id))
    .offset(offset)
    .limit(limit);
}
