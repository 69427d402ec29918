import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { listingSavedResponseSchema } from '@setspot/domain/listings/owner-listing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/locations: the body is exactly the wizard form state (any other key is refused). */
export function createListing(form: ListingFormState) {
  return apiFetch('/api/locations', { method: 'POST', body: form, schema: listingSavedResponseSchema });
}
