import type { TestCardPayment } from '@setspot/domain/payments/test-cards';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/payments/test/sessions/{id}/pay: 200 { redirectUrl } once the card is authorised; 402 when
 * it is declined and 400 when a field is malformed, each with the message the page shows.
 */
export function payTestCheckoutSession(id: string, card: TestCardPayment) {
  return apiFetch<{ redirectUrl: string }>(`/api/payments/test/sessions/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
    body: card,
  });
}

export function usePayTestCheckoutSession(id: string) {
  return useMutation({
    mutationFn: (card: TestCardPayment) => payTestCheckoutSession(id, card),
    // Like a provider's redirect: a full page load back into the app.
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}
