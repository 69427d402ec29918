import type { LocationType } from '@setspot/domain/listings/location-types';
import type { SearchFilters } from '@setspot/domain/search/search-filters';
import { SEARCH_DEFAULTS, searchParamsOf } from '@setspot/domain/search/search-url';
import { useLocations } from '../api/get-locations';

/**
 * The types for the tab bar: those present in all results of the search without its own type
 * filter. Otherwise choosing a tab would leave one type and hide the bar (docs/decisions/0006).
 * Without a type filter the search's own answer has them; with one, the same search is asked once
 * more without it (and the answer is usually cached from before the tab was chosen).
 */
export function useTabTypes(filters: SearchFilters, ownTypes: readonly LocationType[] | undefined) {
  const narrowed = filters.types.length > 0;
  const facetParams = searchParamsOf({ ...filters, types: [], sort: SEARCH_DEFAULTS.sort, page: 1 });
  const facet = useLocations(facetParams, { enabled: narrowed });
  return (narrowed ? facet.data?.types : ownTypes) ?? [];
}
