import type { AdminBookingsPage } from '@setspot/domain/admin/admin-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { adminQueryKeys } from '../lib/admin-query-keys';

export type AdminBookingsParams = { q: string; status: string; from: string; to: string; page: number };

/** GET /api/admin/bookings?q&status&from&to&page: by id, listing, either party, status and dates. */
export function getAdminBookings(params: AdminBookingsParams, signal?: AbortSignal) {
  return apiFetch<AdminBookingsPage>(`/api/admin/bookings${queryString(params)}`, signal ? { signal } : {});
}

export function useAdminBookings(params: AdminBookingsParams) {
  return useQuery({
    queryKey: adminQueryKeys.bookings(params),
    queryFn: ({ signal }) => getAdminBookings(params, signal),
    placeholderData: keepPreviousData,
  });
}
