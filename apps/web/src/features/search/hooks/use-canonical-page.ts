import type { LocationSearchPage } from '@setspot/domain/listings/location-views';
import type { SearchFilters } from '@setspot/domain/search/search-filters';
import { searchParamsOf } from '@setspot/domain/search/search-url';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useViewer } from '../../../lib/auth/viewer';
import { locationQueryKeys } from '../../../lib/location-query-keys';
import type { UpdateFilters } from './use-search-filters';

/**
 * The API clamps the page between 1 and the page count (product section 4); a link to page 9 of 3
 * shows page 3. The address is corrected to match, in place, with the answer already cached.
 */
export function useCanonicalPage(
  filters: SearchFilters,
  answer: LocationSearchPage | undefined,
  isCurrent: boolean,
  update: UpdateFilters,
) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const shownPage = answer?.page;
  useEffect(() => {
    if (!answer || !isCurrent || shownPage === undefined || shownPage === filters.page) return;
    const canonical = searchParamsOf({ ...filters, page: shownPage });
    queryClient.setQueryData(locationQueryKeys.search(viewer.key, canonical), answer);
    update({ page: shownPage }, { replace: true });
  }, [answer, isCurrent, shownPage, filters, queryClient, viewer.key, update]);
}
