import type { listingImagesResponseSchema } from '@setspot/domain/listings/owner-listing';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/locations/{id}/images/order: every photo id once; the first becomes the primary photo. */
export function reorderListingImages(locationId: string, imageIds: string[]) {
  return apiFetch<z.output<typeof listingImagesResponseSchema>>(
    `/api/locations/${encodeURIComponent(locationId)}/images/order`,
    {
      method: 'PUT',
      body: { imageIds },
    },
  );
}
