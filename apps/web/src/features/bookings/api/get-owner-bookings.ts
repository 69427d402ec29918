import type { BookingStatus } from '@setspot/domain/bookings/booking-status';
import type { OwnerBookingsPage } from '@setspot/domain/listings/owner-dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { bookingQueryKeys } from '../lib/booking-query-keys';

export type OwnerBookingsParams = { status: BookingStatus | ''; page: number };

/** GET /api/owner/bookings?status=&page=: requests and bookings on the owner's listings, newest first. */
export function getOwnerBookings({ status, page }: OwnerBookingsParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const query = search.size ? `?${search}` : '';
  return apiFetch<OwnerBookingsPage>(`/api/owner/bookings${query}`, signal ? { signal } : {});
}

export function ownerBookingsQueryOptions(params: OwnerBookingsParams) {
  return queryOptions({
    queryKey: bookingQueryKeys.owner(params),
    queryFn: ({ signal }) => getOwnerBookings(params, signal),
  });
}

export function useOwnerBookings(params: OwnerBookingsParams) {
  // The page stays on screen while the next page or filter loads, so the list does not jump.
  return useQuery({ ...ownerBookingsQueryOptions(params), placeholderData: keepPreviousData });
}
