import type { AdminUserDetail } from '@setspot/domain/admin/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from '../lib/admin-query-keys';

/** GET /api/admin/users/{id}: profile, listings, bookings, reports and audit trail. */
export function getAdminUser(id: string, signal?: AbortSignal) {
  return apiFetch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function useAdminUser(id: string) {
  return useQuery({ queryKey: adminQueryKeys.user(id), queryFn: ({ signal }) => getAdminUser(id, signal) });
}
