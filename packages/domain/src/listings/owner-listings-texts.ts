import { MAX_IMAGES } from '../common/constants.ts';

/**
 * Not in the spec: answers the API gives when it enforces what the original client left to the
 * browser (architecture sections 2 and 6): role, ownership, images and deletion rules.
 */
export const OWNER_ACCOUNT_REQUIRED = 'Only property owner accounts can list and manage properties';
export const IMAGE_NOT_FOUND = 'Image not found';
export const LISTING_NEEDS_AN_IMAGE =
  'A listing needs at least one image. Upload another image before deleting this one.';
export const IMAGE_ORDER_MISMATCH = 'The new order must list every image of this listing exactly once';
export const UPLOAD_TOO_LARGE = `The upload is too large. Please send at most ${MAX_IMAGES} images of up to 10MB each.`;

export function readOnlyFields(keys: readonly string[]): string {
  return `These fields cannot be set: ${keys.join(', ')}`;
}

/** Why a listing cannot be deleted yet: confirmed bookings that have not ended. */
export function listingHasUpcomingBookings(count: number): string {
  const bookings = count === 1 ? '1 upcoming confirmed booking' : `${count} upcoming confirmed bookings`;
  return `This listing has ${bookings}, so it cannot be deleted yet. You can delete it once they have ended or been cancelled.`;
}

/** Why a listing cannot be deleted yet: requests still waiting for the owner's answer. */
export function listingHasPendingRequests(count: number): string {
  const requests = count === 1 ? '1 booking request' : `${count} booking requests`;
  return `This listing has ${requests} waiting for your answer. Approve or reject them before deleting the listing.`;
}
