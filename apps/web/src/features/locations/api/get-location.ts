import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useViewer } from '../../../lib/auth/viewer';
import { locationQueryKeys } from '../../../lib/location-query-keys';

/** One listing; 404 (ApiError) when it does not exist or was removed. Visitors get the limited view. */
export function getLocation(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<LocationDetail>(`/api/locations/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function locationQueryOptions(id: string, viewer: string) {
  return queryOptions({
    queryKey: locationQueryKeys.detail(viewer, id),
    queryFn: ({ signal }) => getLocation(id, { signal }),
    staleTime: 30_000,
  });
}

export function useLocationDetail(id: string) {
  const viewer = useViewer();
  return useQuery({ ...locationQueryOptions(id, viewer.key), enabled: viewer.ready });
}
