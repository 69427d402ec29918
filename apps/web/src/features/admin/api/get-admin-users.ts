import type { AdminUsersPage } from '@setspot/domain/admin/admin-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { adminQueryKeys } from '../lib/admin-query-keys';

export type AdminUsersParams = { q: string; type: string; state: string; page: number };

/** GET /api/admin/users?q&type&state&page: a page of users, searched and filtered on the server. */
export function getAdminUsers(params: AdminUsersParams, signal?: AbortSignal) {
  return apiFetch<AdminUsersPage>(`/api/admin/users${queryString(params)}`, signal ? { signal } : {});
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    queryKey: adminQueryKeys.users(params),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
