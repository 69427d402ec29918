import type { TestCheckoutSession } from '@setspot/domain/payments/test-cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/payments/test/sessions/{id}: what the built-in checkout page shows and where it returns. */
export function getTestCheckoutSession(id: string, signal?: AbortSignal) {
  return apiFetch<{ session: TestCheckoutSession }>(
    `/api/payments/test/sessions/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  ).then(({ session }) => session);
}

export function testCheckoutSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['payments', 'test-session', id],
    queryFn: ({ signal }) => getTestCheckoutSession(id, signal),
  });
}

export function useTestCheckoutSession(id: string) {
  return useQuery(testCheckoutSessionQueryOptions(id));
}
