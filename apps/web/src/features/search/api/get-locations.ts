import type { LocationSearchPage } from '@setspot/domain/listings/location-views';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useViewer } from '../../../lib/auth/viewer';
import { locationQueryKeys } from '../../../lib/location-query-keys';

type SearchParams = Readonly<Record<string, string>>;

// Typed, not parsed with the zod schema: the server serialises through it, and zod would add 18 KB
// of gzipped JavaScript to the search page.
export function getLocations(params: SearchParams, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams(params).toString();
  return apiFetch<LocationSearchPage>(`/api/locations${query ? `?${query}` : ''}`, signal ? { signal } : {});
}

export function locationsQueryOptions(params: SearchParams, viewer: string) {
  return queryOptions({
    queryKey: locationQueryKeys.search(viewer, params),
    queryFn: ({ signal }) => getLocations(params, { signal }),
    // Back and forth through pages and filters reuses answers this recent without asking again.
    staleTime: 30_000,
  });
}

/** One search. While the next page or filter loads, the previous results stay on screen. */
export function useLocations(params: SearchParams, { enabled = true }: { enabled?: boolean } = {}) {
  const viewer = useViewer();
  return useQuery({
    ...locationsQueryOptions(params, viewer.key),
    enabled: viewer.ready && enabled,
    placeholderData: keepPreviousData,
  });
}
