import type { LocationReviews } from '@setspot/domain/listings/location-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useViewer } from '../../../lib/auth/viewer';
import { locationQueryKeys } from '../../../lib/location-query-keys';

/** Reviews newest first, with their count and the average to one decimal (product sections 2 and 9). */
export function getLocationReviews(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<LocationReviews>(
    `/api/locations/${encodeURIComponent(id)}/reviews`,
    signal ? { signal } : {},
  );
}

export function locationReviewsQueryOptions(id: string, viewer: string) {
  return queryOptions({
    queryKey: locationQueryKeys.reviews(viewer, id),
    queryFn: ({ signal }) => getLocationReviews(id, { signal }),
    staleTime: 30_000,
  });
}

export function useLocationReviews(id: string) {
  const viewer = useViewer();
  return useQuery({ ...locationReviewsQueryOptions(id, viewer.key), enabled: viewer.ready });
}
