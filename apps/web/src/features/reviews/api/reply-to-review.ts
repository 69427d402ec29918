import type { ReviewReply } from '@setspot/domain/reviews/review-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { locationQueryKeys } from '../../../lib/location-query-keys';

/** POST /api/reviews/{id}/reply: the listing owner's one public reply. */
export function replyToReview(reviewId: string, reply: string) {
  return apiFetch<{ reviewId: string; reply: ReviewReply }>(
    `/api/reviews/${encodeURIComponent(reviewId)}/reply`,
    { method: 'POST', body: { reply } },
  );
}

export function useReplyToReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: string) => replyToReview(reviewId, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationQueryKeys.all }),
  });
}
