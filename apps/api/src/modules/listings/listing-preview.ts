import type { LocationPhoto } from '@setspot/domain/listings/location-views';
import type { Db } from '../../db/client.ts';
import { toPhotos } from './listing-display.ts';
import { findLocationMetaRow } from './page-meta.repository.ts';

export type ListingPreview = {
  title: string;
  description: string;
  city: string;
  state: string;
  /** The gallery's first photo. */
  photo: LocationPhoto | undefined;
};

/** What a link preview of a listing shows (nothing a visitor may not see), or null when it is gone. */
export async function listingPreview(db: Db, id: string): Promise<ListingPreview | null> {
  const row = await findLocationMetaRow(db, id);
  if (!row) return null;
  const [photo] = toPhotos(row.images);
  return { title: row.title, description: row.description, city: row.city, state: row.state, photo };
}
