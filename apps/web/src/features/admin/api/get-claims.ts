import type { AdminClaimsPage } from '@setspot/domain/bookings/claim-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { adminQueryKeys } from '../lib/admin-query-keys';

type ClaimsParams = { status: string; page: number };

/** GET /api/admin/claims?status&page: pardonable-event claims, open ones oldest first. */
export function useClaims(params: ClaimsParams) {
  return useQuery({
    queryKey: adminQueryKeys.claims(params),
    queryFn: ({ signal }) => apiFetch<AdminClaimsPage>(`/api/admin/claims${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
