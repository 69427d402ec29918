import type { AdminOverview } from '@setspot/domain/admin/overview-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from '../lib/admin-query-keys';

/** GET /api/admin/overview: the last 30 days at a glance. */
export function getOverview(signal?: AbortSignal) {
  return apiFetch<AdminOverview>('/api/admin/overview', signal ? { signal } : {});
}

export function useOverview() {
  return useQuery({ queryKey: adminQueryKeys.overview, queryFn: ({ signal }) => getOverview(signal) });
}
