import { listingImagesResponseSchema } from '@setspot/domain/listings/owner-listing';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/locations/{id}/images/order: every photo id once; the first becomes the primary photo. */
export function reorderListingImages(locationId: string, imageIds: string[]) {
  return apiFetch(`/api/locations/${encodeURIComponent(locationId)}/images/order`, {
    method: 'PUT',
    body: { imageIds },
    schema: listingImagesResponseSchema,
  });
}
