import { listingEditResponseSchema } from '@setspot/domain/listings/owner-listing';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

/** GET /api/owner/listings/{id}: the form state and photos, for the signed-in owner's own listing only. */
export function getListingForEdit(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/owner/listings/${encodeURIComponent(id)}`, {
    schema: listingEditResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function listingForEditQueryOptions(id: string) {
  return queryOptions({
    queryKey: ownerQueryKeys.listing(id),
    queryFn: ({ signal }) => getListingForEdit(id, signal),
    // The form copies the answer once; a background refetch would not reach it anyway.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
