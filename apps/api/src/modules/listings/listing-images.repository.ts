import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locationImages } from '../../db/schema.ts';

export type NewImage = { imageUrl: string; variants: Record<string, string> };

/** Adds photos at the given first position, in order; the one at position 0 is primary. */
export async function insertImages(
  db: Executor,
  locationId: string,
  firstPosition: number,
  images: NewImage[],
) {
  if (images.length === 0) return;
  await db.insert(locationImages).values(
    images.map((image, index) => ({
      locationId,
      imageUrl: image.imageUrl,
      variants: image.variants,
      position: firstPosition + index,
      isPrimary: firstPosition + index === 0,
    })),
  );
}

export async function deleteImages(db: Executor, locationId: string, imageIds: readonly string[]) {
  if (imageIds.length === 0) return;
  await db
    .delete(locationImages)
    .where(and(eq(locationImages.locationId, locationId), inArray(locationImages.id, [...imageIds])));
}

/**
 * Gives the photos positions 0..n-1 in the given order; the first is primary (product section 3).
 * Two steps, because (location_id, position) is unique and is checked row by row: first every
 * position moves to a free negative number, then each takes its place.
 */
export async function setImageOrder(db: Executor, locationId: string, orderedIds: readonly string[]) {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(locationImages)
      .set({ position: -1 - index })
      .where(and(eq(locationImages.locationId, locationId), eq(locationImages.id, id)));
  }
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(locationImages)
      .set({ position: index, isPrimary: index === 0 })
      .where(and(eq(locationImages.locationId, locationId), eq(locationImages.id, id)));
  }
}
