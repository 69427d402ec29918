import type { SavedListings } from '@setspot/domain/boards/board-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { boardQueryKeys } from '../lib/board-query-keys';

/**
 * GET /api/me/saved-listings: one query for every Save button on the page (cards share it through
 * the query cache), asked only for signed-in filmmakers.
 */
export function useSavedListings(viewer: string | null) {
  return useQuery({
    queryKey: boardQueryKeys.saved(viewer ?? 'visitor'),
    queryFn: ({ signal }) => apiFetch<SavedListings>('/api/me/saved-listings', { signal }),
    enabled: viewer !== null,
    staleTime: 30_000,
  });
}
