import type { RefundQuote } from '@setspot/domain/bookings/booking-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { bookingQueryKeys } from '../lib/booking-query-keys';

/** GET /api/bookings/{id}/refund-quote: what cancelling now would give back (the renter's). */
export function getRefundQuote(id: string, signal?: AbortSignal) {
  return apiFetch<RefundQuote>(
    `/api/bookings/${encodeURIComponent(id)}/refund-quote`,
    signal ? { signal } : {},
  );
}

/** Asked each time the cancel dialog opens: the tier depends on the time left before the shoot. */
export function useRefundQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingQueryKeys.refundQuote(id),
    queryFn: ({ signal }) => getRefundQuote(id, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
