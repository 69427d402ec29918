import type { AdminListingsPage } from '@setspot/domain/admin/admin-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { adminQueryKeys } from '../lib/admin-query-keys';

export type AdminListingsParams = { q: string; state: string; page: number };

/** GET /api/admin/listings?q&state&page: every listing, live, hidden or withdrawn. */
export function getAdminListings(params: AdminListingsParams, signal?: AbortSignal) {
  return apiFetch<AdminListingsPage>(`/api/admin/listings${queryString(params)}`, signal ? { signal } : {});
}

export function useAdminListings(params: AdminListingsParams) {
  return useQuery({
    queryKey: adminQueryKeys.listings(params),
    queryFn: ({ signal }) => getAdminListings(params, signal),
    placeholderData: keepPreviousData,
  });
}
