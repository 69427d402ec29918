import type { CheckoutResponse } from '@setspot/domain/bookings/booking-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { goToPaymentPage } from '../lib/go-to-payment-page';

/** POST /api/bookings/{id}/checkout: where the browser goes to pay for a pending request. */
export function requestCheckout(bookingId: string) {
  return apiFetch<CheckoutResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/checkout`, {
    method: 'POST',
  });
}

/** 'Pay now' and 'Try payment again': ask for a payment page and go there. */
export function usePayForBooking() {
  return useMutation({
    mutationFn: requestCheckout,
    onSuccess: ({ url }) => goToPaymentPage(url),
  });
}
