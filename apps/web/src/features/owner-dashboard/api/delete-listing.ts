import { errorDeletingListing, LISTING_DELETED_SUCCESSFULLY } from '@setspot/domain/listings/dashboard-texts';
import type { listingDeletedResponseSchema } from '@setspot/domain/listings/owner-listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';
import { showToast } from '../../../lib/toast';

/** DELETE /api/locations/{id}: refused (409, with the reason) while bookings or requests are open. */
export function deleteListing(id: string) {
  return apiFetch<z.output<typeof listingDeletedResponseSchema>>(`/api/locations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => {
      showToast((toast) => toast.success(LISTING_DELETED_SUCCESSFULLY));
      return queryClient.invalidateQueries({ queryKey: ownerQueryKeys.all });
    },
    // The server's reason (upcoming bookings, open requests) is the message.
    onError: (error) => showToast((toast) => toast.error(errorDeletingListing(errorMessage(error)))),
  });
}
