import type { ownerDashboardSchema } from '@setspot/domain/listings/owner-dashboard';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

/** GET /api/owner/dashboard: counts, 3 recent properties and the 5 latest booking requests. */
export function getOwnerDashboard(signal?: AbortSignal) {
  return apiFetch<z.output<typeof ownerDashboardSchema>>('/api/owner/dashboard', {
    ...(signal ? { signal } : {}),
  });
}

export const ownerDashboardQueryOptions = queryOptions({
  queryKey: ownerQueryKeys.dashboard,
  queryFn: ({ signal }) => getOwnerDashboard(signal),
});
