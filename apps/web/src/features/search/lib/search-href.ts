import type { SearchFilters } from '@setspot/domain/search/search-filters';
import { searchParamsOf } from '@setspot/domain/search/search-url';
import { paths } from '../../../config/paths';

/** A link to a search, for anchors that should open in a new tab or be copied (pagination). */
export function searchHref(filters: SearchFilters): string {
  const query = new URLSearchParams(searchParamsOf(filters)).toString();
  return query ? `${paths.search}?${query}` : paths.search;
}
