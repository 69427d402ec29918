import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { bookingQueryKeys } from '../lib/booking-query-keys';

/** GET /api/me/bookings: the signed-in filmmaker's bookings, latest start date first. */
export function getMyBookings(signal?: AbortSignal) {
  return apiFetch<{ items: Booking[] }>('/api/me/bookings', signal ? { signal } : {}).then(
    ({ items }) => items,
  );
}

export const myBookingsQueryOptions = queryOptions({
  queryKey: bookingQueryKeys.mine,
  queryFn: ({ signal }) => getMyBookings(signal),
});

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions);
}
