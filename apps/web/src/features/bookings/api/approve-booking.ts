import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { BOOKING_APPROVED, errorApprovingBooking } from '@setspot/domain/listings/dashboard-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';
import { showToast } from '../../../lib/toast';
import { bookingQueryKeys } from '../lib/booking-query-keys';

/** POST /api/bookings/{id}/approve: the listing's owner accepts; the authorised card is charged. */
export function approveBooking(id: string) {
  return apiFetch<{ booking: Booking }>(`/api/bookings/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
  });
}

export function useApproveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBooking,
    onSuccess: () => {
      showToast((toast) => toast.success(BOOKING_APPROVED));
    },
    onError: (error) => {
      showToast((toast) => toast.error(errorApprovingBooking(errorMessage(error))));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
      ]),
  });
}
