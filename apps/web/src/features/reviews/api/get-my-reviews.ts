import type { MyReviews } from '@setspot/domain/reviews/review-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reviewQueryKeys } from '../lib/review-query-keys';

/** GET /api/me/reviews: the reviews the signed-in user wrote, hidden ones included. */
export function getMyReviews(signal?: AbortSignal) {
  return apiFetch<MyReviews>('/api/me/reviews', signal ? { signal } : {});
}

export const myReviewsQueryOptions = queryOptions({
  queryKey: reviewQueryKeys.mine,
  queryFn: ({ signal }) => getMyReviews(signal),
});

export function useMyReviews() {
  return useQuery(myReviewsQueryOptions);
}
