import { ownerDashboardSchema } from '@setspot/domain/listings/owner-dashboard';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

/** GET /api/owner/dashboard: counts, 3 recent properties and the 5 latest booking requests. */
export function getOwnerDashboard(signal?: AbortSignal) {
  return apiFetch('/api/owner/dashboard', { schema: ownerDashboardSchema, ...(signal ? { signal } : {}) });
}

export const ownerDashboardQueryOptions = queryOptions({
  queryKey: ownerQueryKeys.dashboard,
  queryFn: ({ signal }) => getOwnerDashboard(signal),
});
