import type { Claim, PardonableEvent } from '@setspot/domain/bookings/claim-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { bookingQueryKeys } from '../lib/booking-query-keys';

const claimUrl = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/claim`;
const claimKey = (bookingId: string) => [...bookingQueryKeys.all, 'claim', bookingId] as const;

/** GET /api/bookings/{id}/claim: the renter's pardonable-event claim on a cancelled booking, or null. */
export function useBookingClaim(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: claimKey(bookingId),
    queryFn: ({ signal }) => apiFetch<{ claim: Claim | null }>(claimUrl(bookingId), { signal }),
    enabled,
  });
}

type ClaimInput = { bookingId: string; event?: PardonableEvent; details?: string; files: File[] };

/**
 * Files the claim (when `event` is given) and then uploads its documentation; one step for the
 * person, two calls for the server (the claim is JSON, the documents multipart like photos).
 */
export function useSubmitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, event, details, files }: ClaimInput) => {
      if (event) await apiFetch<Claim>(claimUrl(bookingId), { method: 'POST', body: { event, details } });
      if (files.length === 0) return;
      const body = new FormData();
      for (const file of files) body.append('documents', file, file.name);
      await apiFetch<Claim>(`${claimUrl(bookingId)}/documents`, { method: 'POST', body });
    },
    onSuccess: () => showToast((toast) => toast.success('Your claim was received.')),
    onError: (error) => showToast((toast) => toast.error(errorMessage(error))),
    onSettled: (_data, _error, { bookingId }) =>
      queryClient.invalidateQueries({ queryKey: claimKey(bookingId) }),
  });
}
