import type { AdminListingDetail } from '@setspot/domain/admin/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from '../lib/admin-query-keys';

/** GET /api/admin/listings/{id}: the listing with its reports and audit trail. */
export function getAdminListing(id: string, signal?: AbortSignal) {
  return apiFetch<AdminListingDetail>(
    `/api/admin/listings/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
}

export function useAdminListing(id: string) {
  return useQuery({
    queryKey: adminQueryKeys.listing(id),
    queryFn: ({ signal }) => getAdminListing(id, signal),
  });
}
