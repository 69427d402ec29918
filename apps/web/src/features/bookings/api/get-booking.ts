import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { bookingQueryKeys } from '../lib/booking-query-keys';

/** GET /api/bookings/{id}: the renter's or the listing owner's; 404 'Booking not found' otherwise. */
export function getBooking(id: string, signal?: AbortSignal) {
  return apiFetch<{ booking: Booking }>(
    `/api/bookings/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  ).then(({ booking }) => booking);
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingQueryKeys.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}

const AWAITING_PAYMENT_POLL_MS = 2000;
const AWAITING_PAYMENT_POLLS = 15;

/**
 * One booking. Back from a payment provider the payment may be recorded a moment later (a webhook),
 * so while it still reads unpaid the booking is asked again for a short while.
 */
export function useBooking(id: string, { waitForPayment = false } = {}) {
  return useQuery({
    ...bookingQueryOptions(id),
    enabled: id !== '',
    refetchInterval: (query) =>
      waitForPayment &&
      query.state.data?.paymentStatus === 'unpaid' &&
      query.state.dataUpdateCount < AWAITING_PAYMENT_POLLS
        ? AWAITING_PAYMENT_POLL_MS
        : false,
  });
}
