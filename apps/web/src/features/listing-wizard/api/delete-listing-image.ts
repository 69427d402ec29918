import type { listingImagesResponseSchema } from '@setspot/domain/listings/owner-listing';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/locations/{id}/images/{imageId}: the server refuses to remove a listing's last photo. */
export function deleteListingImage(locationId: string, imageId: string) {
  return apiFetch<z.output<typeof listingImagesResponseSchema>>(
    `/api/locations/${encodeURIComponent(locationId)}/images/${encodeURIComponent(imageId)}`,
    {
      method: 'DELETE',
    },
  );
}
