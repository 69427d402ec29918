import type { OwnerPayouts } from '@setspot/domain/payments/payout-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

/** Under the owner keys, so an approval or a listing change refreshes the balance too. */
export const ownerPayoutsKey = [...ownerQueryKeys.all, 'payouts'] as const;

/** GET /api/owner/payouts: the signed-in owner's payout status, balance and payouts. */
export function getOwnerPayouts(signal?: AbortSignal) {
  return apiFetch<OwnerPayouts>('/api/owner/payouts', signal ? { signal } : {});
}

export const ownerPayoutsQueryOptions = queryOptions({
  queryKey: ownerPayoutsKey,
  queryFn: ({ signal }) => getOwnerPayouts(signal),
});

export function useOwnerPayouts() {
  return useQuery(ownerPayoutsQueryOptions);
}
