import type { RenterReviews } from '@setspot/domain/reviews/review-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reviewQueryKeys } from '../lib/review-query-keys';

/** GET /api/filmmakers/{id}/reviews: what owners wrote about a filmmaker (published only). */
export function getRenterReviews(renterId: string, signal?: AbortSignal) {
  return apiFetch<RenterReviews>(`/api/filmmakers/${encodeURIComponent(renterId)}/reviews`, {
    ...(signal ? { signal } : {}),
  });
}

export function renterReviewsQueryOptions(renterId: string) {
  return queryOptions({
    queryKey: reviewQueryKeys.ofRenter(renterId),
    queryFn: ({ signal }) => getRenterReviews(renterId, signal),
    staleTime: 60_000,
  });
}

export function useRenterReviews(renterId: string) {
  return useQuery(renterReviewsQueryOptions(renterId));
}
