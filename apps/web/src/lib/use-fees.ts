import type { Fees } from '@setspot/domain/payments/payout-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** GET /api/payments/fees: the fees a new booking is made under (configuration; they rarely change). */
export function useFees() {
  return useQuery({
    queryKey: ['fees'],
    queryFn: ({ signal }) => apiFetch<Fees>('/api/payments/fees', { signal }),
    staleTime: 60 * 60_000,
  });
}
