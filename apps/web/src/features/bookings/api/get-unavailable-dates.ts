import type { UnavailableDates } from '@setspot/domain/listings/location-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { bookingQueryKeys } from '../lib/booking-query-keys';

/** GET /api/locations/{id}/unavailable-dates: ranges held by bookings (both ends count), from today. */
export function getUnavailableDates(locationId: string, signal?: AbortSignal) {
  return apiFetch<UnavailableDates>(
    `/api/locations/${encodeURIComponent(locationId)}/unavailable-dates`,
    signal ? { signal } : {},
  );
}

export function unavailableDatesQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: bookingQueryKeys.unavailableDates(locationId),
    queryFn: ({ signal }) => getUnavailableDates(locationId, signal),
    staleTime: 30_000,
  });
}

export function useUnavailableDates(locationId: string) {
  return useQuery(unavailableDatesQueryOptions(locationId));
}
