import type { SearchFilters } from '@setspot/domain/search/search-filters';
import { filtersFromParams, searchParamsOf } from '@setspot/domain/search/search-url';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type UpdateFilters = (changes: Partial<SearchFilters>, options?: { replace?: boolean }) => void;

/**
 * The search state lives in the URL only (q, types, minPrice, maxPrice, minSize, sort, page), so a
 * search can be shared and reloaded and the back button steps through earlier ones. Any change
 * returns to page 1 unless it names a page (product section 4).
 */
export function useSearchFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const params = useMemo(() => searchParamsOf(filters), [filters]);

  const update = useCallback<UpdateFilters>(
    (changes, options) => {
      const next = searchParamsOf({ ...filters, page: 1, ...changes });
      // The same search again adds no history entry.
      if (new URLSearchParams(next).toString() === searchParams.toString()) return;
      setSearchParams(next, { replace: options?.replace ?? false });
    },
    [filters, searchParams, setSearchParams],
  );

  return { filters, params, update };
}
