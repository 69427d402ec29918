import type { FeaturedLocations } from '@setspot/domain/listings/location-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useViewer } from '../../../lib/auth/viewer';
import { locationQueryKeys } from '../../../lib/location-query-keys';

// Typed, not parsed: the server serialises through the schema, and zod would weigh on the home page.
export function getFeaturedLocations({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<FeaturedLocations>('/api/locations/featured', signal ? { signal } : {});
}

export function featuredLocationsQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: locationQueryKeys.featured(viewer),
    queryFn: ({ signal }) => getFeaturedLocations({ signal }),
    staleTime: 60_000,
  });
}

/** Product section 9: the first three locations, for the home page. */
export function useFeaturedLocations() {
  const viewer = useViewer();
  return useQuery({ ...featuredLocationsQueryOptions(viewer.key), enabled: viewer.ready });
}
