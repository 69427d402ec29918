import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import {
  BOOKING_CANCELLED_SUCCESSFULLY,
  errorCancellingBooking,
} from '@setspot/domain/listings/dashboard-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';
import { showToast } from '../../../lib/toast';
import { bookingQueryKeys } from '../lib/booking-query-keys';

/**
 * POST /api/bookings/{id}/cancel. The renter cancels a pending or confirmed booking before its start
 * (refund by the policy's tier); the owner cancels a confirmed one with a reason (full refund).
 */
export function cancelBooking(id: string, reason?: string) {
  return apiFetch<{ booking: Booking }>(`/api/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => cancelBooking(id, reason),
    onSuccess: () => {
      showToast((toast) => toast.success(BOOKING_CANCELLED_SUCCESSFULLY));
    },
    onError: (error) => {
      showToast((toast) => toast.error(errorCancellingBooking(errorMessage(error))));
    },
    // Refresh on failure too: a refusal (409) usually means the booking changed meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ownerQueryKeys.all }),
      ]),
  });
}
