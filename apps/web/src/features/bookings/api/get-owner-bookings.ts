import type { BookingStatus } from '@setspot/domain/bookings/booking-status';
import type { OwnerBookingsPage } from '@setspot/domain/listings/owner-dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { bookingQueryKeys } from '../lib/booking-query-keys';

export type OwnerBookingsParams = { status: BookingStatus | ''; page: number };

/** GET /api/owner/bookings?status=&page=: requests and bookings on the owner's listings, newest first. */
export function getOwnerBookings({ status, page }: OwnerBookingsParams, signal?: AbortSignal) {
  const query = queryString({ status, page });
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
