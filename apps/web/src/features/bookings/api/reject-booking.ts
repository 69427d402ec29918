import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { BOOKING_REJECTED, errorRejectingBooking } from '@setspot/domain/listings/dashboard-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';
import { showToast } from '../../../lib/toast';
import { bookingQueryKeys } from '../lib/booking-query-keys';

/** POST /api/bookings/{id}/reject { reason }: the card hold is released; the filmmaker gets the reason. */
export function rejectBooking(id: string, reason: string) {
  return apiFetch<{ booking: Booking }>(`/api/bookings/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}

export function useRejectBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectBooking(id, reason),
    onSuccess: () => {
      showToast((toast) => toast.success(BOOKING_REJECTED));
    },
    onError: (error) => {
      showToast((toast) => toast.error(errorRejectingBooking(errorMessage(error))));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
      ]),
  });
}
