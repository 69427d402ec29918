import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import type { listingSavedResponseSchema } from '@setspot/domain/listings/owner-listing';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/locations: the body is exactly the wizard form state (any other key is refused). */
export function createListing(form: ListingFormState) {
  return apiFetch<z.output<typeof listingSavedResponseSchema>>('/api/locations', {
    method: 'POST',
    body: form,
  });
}
