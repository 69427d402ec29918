import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import type { listingSavedResponseSchema } from '@setspot/domain/listings/owner-listing';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/locations/{id}: the edit form state of one of the owner's own listings. */
export function updateListing(id: string, form: ListingFormState) {
  return apiFetch<z.output<typeof listingSavedResponseSchema>>(`/api/locations/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
  });
}
