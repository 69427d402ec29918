import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { LISTING_DELETED_SUCCESSFULLY } from '@setspot/domain/listings/dashboard-texts';
import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import type { ListingInput, ListingUpdate } from '@setspot/domain/listings/listing-write';
import type { ListingEditResponse, OwnerListing } from '@setspot/domain/listings/owner-listing';
import {
  listingHasPendingRequests,
  listingHasUpcomingBookings,
} from '@setspot/domain/listings/owner-listings-texts';
import type { AppDeps } from '../../app-deps.ts';
import { photoSummary, toFormState, toListingImage, toOwnerListing } from './listing-display.ts';
import {
  countBlockingBookings,
  findOwnedListing,
  imagesOf,
  insertListing,
  latestOwnedListings,
  listOwnedListings,
  softDeleteListing,
  updateOwnedListing,
} from './listings.repository.ts';

// The owner's side of listings. Search and listing caches follow these writes by themselves:
// triggers on locations and location_images NOTIFY every change
// (db/migrations/0003_location_change_notify.sql).

/** Someone else's listing, a withdrawn one and a missing one all answer the same. */
export const listingNotFound = refusal('not_found', PROPERTY_NOT_FOUND);

export async function createListing(
  deps: Pick<AppDeps, 'db' | 'config'>,
  ownerId: string,
  input: ListingInput,
) {
  const row = await insertListing(deps.db, ownerId, input, deps.config.listingReview);
  return { listing: toOwnerListing(row, photoSummary([])) };
}

export async function updateListing(
  deps: Pick<AppDeps, 'db' | 'config'>,
  ownerId: string,
  id: string,
  input: ListingUpdate,
): Promise<Outcome<{ listing: OwnerListing }>> {
  // A changed text goes back to the review queue when reviews are on (ADR 0048).
  const row = await updateOwnedListing(deps.db, id, ownerId, input, deps.config.listingReview);
  if (!row) return listingNotFound;
  return success({ listing: toOwnerListing(row, photoSummary(await imagesOf(deps.db, row.id))) });
}

/**
 * Withdraws a listing (soft delete: past bookings and reviews keep pointing at it). Refused while
 * a confirmed booking has not ended or a request awaits the owner's answer: the renter was promised
 * those dates, and a pending request may hold an authorised payment that must be released first.
 */
export async function deleteListing(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  id: string,
): Promise<Outcome<{ id: string; message: string }>> {
  return deps.db.transaction(async (tx) => {
    // The row lock makes a booking written at the same moment wait for this decision.
    const row = await findOwnedListing(tx, id, ownerId, true);
    if (!row) return listingNotFound;
    const blocking = await countBlockingBookings(tx, id);
    if (blocking.confirmed > 0) return refusal('conflict', listingHasUpcomingBookings(blocking.confirmed));
    if (blocking.pending > 0) return refusal('conflict', listingHasPendingRequests(blocking.pending));
    await softDeleteListing(tx, id);
    return success({ id, message: LISTING_DELETED_SUCCESSFULLY });
  });
}

/** GET /api/owner/listings/{id}: the edit screen's form state and photos. */
export async function loadEditForm(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  id: string,
): Promise<Outcome<ListingEditResponse>> {
  const row = await findOwnedListing(deps.db, id, ownerId);
  if (!row) return listingNotFound;
  const images = await imagesOf(deps.db, row.id);
  return success({
    id: row.id,
    form: toFormState(row),
    images: images.map(toListingImage),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** The owner's live listings, most recently updated first (the listings page). */
export async function ownerListings(deps: Pick<AppDeps, 'db'>, ownerId: string): Promise<OwnerListing[]> {
  return (await listOwnedListings(deps.db, ownerId)).map((row) => toOwnerListing(row, row));
}

/** The dashboard's few latest listings, and how many live listings the owner has: one statement. */
export async function latestOwnerListings(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
): Promise<{ total: number; listings: OwnerListing[] }> {
  const { total, rows } = await latestOwnedListings(deps.db, ownerId);
  return { total, listings: rows.map((row) => toOwnerListing(row, row)) };
}
