import type { OwnerPayouts } from '@setspot/domain/payments/payout-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Under the owner keys (['owner']), so an approval or a listing change refreshes the balance too. */
export const ownerPayoutsKey = ['owner', 'payouts'] as const;

/** GET /api/owner/payouts: the signed-in owner's payout status, balance and payouts. */
export function useOwnerPayouts() {
  return useQuery({
    queryKey: ownerPayoutsKey,
    queryFn: ({ signal }) => apiFetch<OwnerPayouts>('/api/owner/payouts', { signal }),
  });
}
