import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/owner/payouts/stripe/onboarding: the owner's Stripe Express account (made once) and a
 * single-use link to Stripe's hosted onboarding, where the browser goes next.
 */
export function useStartStripeOnboarding() {
  return useMutation({
    mutationFn: () => apiFetch<{ url: string }>('/api/owner/payouts/stripe/onboarding', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
