import type { ownerListingsResponseSchema } from '@setspot/domain/listings/owner-listing';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

/** GET /api/owner/listings: the signed-in owner's listings, most recently updated first. */
export function getOwnerListings(signal?: AbortSignal) {
  return apiFetch<z.output<typeof ownerListingsResponseSchema>>('/api/owner/listings', {
    ...(signal ? { signal } : {}),
  });
}

export const ownerListingsQueryOptions = queryOptions({
  queryKey: ownerQueryKeys.listings,
  queryFn: ({ signal }) => getOwnerListings(signal),
});
