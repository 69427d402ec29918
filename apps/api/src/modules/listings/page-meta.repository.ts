import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { imagesOfLocation } from './listing-cards.repository.ts';

/** What a link preview of a listing shows: nothing a visitor may not see. */
export async function findLocationMetaRow(db: Db, id: string) {
  const [row] = await db
    .select({
      title: locations.title,
      description: locations.description,
      city: locations.city,
      state: locations.state,
      images: imagesOfLocation,
    })
    .from(locations)
    .where(
      and(
        eq(locations.id, id),
        isNull(locations.deletedAt),
        isNull(locations.hiddenAt),
        isNull(locations.reviewStatus),
      ),
    );
  return row ?? null;
}
