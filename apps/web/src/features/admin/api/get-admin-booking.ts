import type { AdminBookingDetail } from '@setspot/domain/admin/booking-timeline-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from '../lib/admin-query-keys';

/** GET /api/admin/bookings/{id}: the booking with its timeline, message count and claim. */
export function useAdminBooking(id: string) {
  return useQuery({
    queryKey: adminQueryKeys.booking(id),
    queryFn: ({ signal }) =>
      apiFetch<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(id)}`, { signal }),
  });
}
