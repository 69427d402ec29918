import type { listingEditResponseSchema } from '@setspot/domain/listings/owner-listing';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

/** GET /api/owner/listings/{id}: the form state and photos, for the signed-in owner's own listing only. */
export function getListingForEdit(id: string, signal?: AbortSignal) {
  return apiFetch<z.output<typeof listingEditResponseSchema>>(
    `/api/owner/listings/${encodeURIComponent(id)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
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
