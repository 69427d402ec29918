import { errorDeletingListing, LISTING_DELETED_SUCCESSFULLY } from '@setspot/domain/listings/dashboard-texts';
import { listingDeletedResponseSchema } from '@setspot/domain/listings/owner-listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

/** DELETE /api/locations/{id}: refused (409, with the reason) while bookings or requests are open. */
export function deleteListing(id: string) {
  return apiFetch(`/api/locations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: listingDeletedResponseSchema,
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => {
      toast.success(LISTING_DELETED_SUCCESSFULLY);
      return queryClient.invalidateQueries({ queryKey: ownerQueryKeys.all });
    },
    // The server's reason (upcoming bookings, open requests) is the message.
    onError: (error) => toast.error(errorDeletingListing(errorMessage(error))),
  });
}
