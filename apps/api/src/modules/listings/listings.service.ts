import type { ListingInput, ListingUpdate } from '@setspot/domain/listings/listing-write';
import type { ListingEditResponse, OwnerListing } from '@setspot/domain/listings/owner-listing';
import {
  listingHasPendingRequests,
  listingHasUpcomingBookings,
} from '@setspot/domain/listings/owner-listings-texts';
import type { Db } from '../../db/client.ts';
import { listingColumns, toFormState, toListingImage, toOwnerListing } from './listing-rows.ts';
import {
  countBlockingBookings,
  findOwnedListing,
  imagesOf,
  insertListing,
  softDeleteListing,
  updateOwnedListing,
} from './listings.repository.ts';

// Search and listing caches follow these writes by themselves: triggers on locations and
// location_images NOTIFY every change (db/migrations/0003_location_change_notify.sql).

export async function createListing(db: Db, ownerId: string, input: ListingInput) {
  const row = await insertListing(db, ownerId, listingColumns(input));
  return toOwnerListing(row, []);
}

export async function updateListing(
  db: Db,
  ownerId: string,
  id: string,
  input: ListingUpdate,
): Promise<OwnerListing | null> {
  const row = await updateOwnedListing(db, id, ownerId, listingColumns(input));
  if (!row) return null;
  return toOwnerListing(row, await imagesOf(db, row.id));
}

export async function loadEditForm(db: Db, ownerId: string, id: string): Promise<ListingEditResponse | null> {
  const row = await findOwnedListing(db, id, ownerId);
  if (!row) return null;
  const images = await imagesOf(db, row.id);
  return {
    id: row.id,
    form: toFormState(row, images),
    images: images.map(toListingImage),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type DeleteOutcome =
  | { kind: 'deleted' }
  | { kind: 'not_found' }
  | { kind: 'blocked'; message: string };

/**
 * Withdraws a listing (soft delete: past bookings and reviews keep pointing at it). Refused while
 * a confirmed booking has not ended or a request awaits the owner's answer: the renter was promised
 * those dates, and a pending request may hold an authorised payment that must be released first.
 */
export async function deleteListing(db: Db, ownerId: string, id: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx): Promise<DeleteOutcome> => {
    // The row lock makes a booking written at the same moment wait for this decision.
    const row = await findOwnedListing(tx, id, ownerId, true);
    if (!row) return { kind: 'not_found' };
    const blocking = await countBlockingBookings(tx, id);
    if (blocking.confirmed > 0)
      return { kind: 'blocked', message: listingHasUpcomingBookings(blocking.confirmed) };
    if (blocking.pending > 0)
      return { kind: 'blocked', message: listingHasPendingRequests(blocking.pending) };
    await softDeleteListing(tx, id);
    return { kind: 'deleted' };
  });
}
