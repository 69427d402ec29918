import type { ReviewRequestInput, WrittenReview } from '@setspot/domain/reviews/review-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { locationQueryKeys } from '../../../lib/location-query-keys';
import { reviewQueryKeys } from '../lib/review-query-keys';

/** Who reviews whom: the renter the listing (POST /api/reviews), the owner the renter. */
export type ReviewPath = '/api/reviews' | '/api/renter-reviews';

export function createReview(path: ReviewPath, body: ReviewRequestInput) {
  return apiFetch<{ review: WrittenReview }>(path, { method: 'POST', body }).then(({ review }) => review);
}

/** A review of one side of a completed booking; the listing's reviews, count and average refresh. */
export function useCreateReview(path: ReviewPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequestInput) => createReview(path, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: locationQueryKeys.all }),
      ]),
  });
}
