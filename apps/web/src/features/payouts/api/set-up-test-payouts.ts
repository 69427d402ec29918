import type { OwnerPayouts, TestPayoutAccount } from '@setspot/domain/payments/payout-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ownerPayoutsKey } from './get-owner-payouts';

/** POST /api/owner/payouts/test-account: the built-in test payout account (development only). */
export function setUpTestPayouts(body: TestPayoutAccount) {
  return apiFetch<OwnerPayouts>('/api/owner/payouts/test-account', { method: 'POST', body });
}

export function useSetUpTestPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpTestPayouts,
    onSuccess: (data) => queryClient.setQueryData(ownerPayoutsKey, data),
  });
}
