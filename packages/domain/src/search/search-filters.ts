import type { LocationType } from '../listings/location-types.ts';
import {
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  MIN_SIZE_ANY,
  type MinSizeOption,
  PAGE_SIZE,
  PRICE_SLIDER_MAX,
} from '../shared/constants.ts';
import { DEFAULT_SORT, type SortValue } from './sort-options.ts';

/** The search screen's filter state (spec section 4, Search). */
export interface SearchFilters {
  q: string;
  types: readonly LocationType[];
  priceRange: readonly [number, number];
  minSize: MinSizeOption;
  sort: SortValue;
  page: number;
}

export const DEFAULT_SEARCH_FILTERS: Readonly<SearchFilters> = Object.freeze({
  q: '',
  types: [],
  priceRange: [DEFAULT_MIN_PRICE, DEFAULT_MAX_PRICE] as const,
  minSize: MIN_SIZE_ANY,
  sort: DEFAULT_SORT,
  page: 1,
});

/**
 * Query parameters for the filters. Spec section 4: only non-default filters are sent, and the price
 * range only when its lower bound is above 0 or its upper bound below 1000. The slider's top (2000,
 * labelled '2000+') means no upper limit, so maxPrice is then left out.
 */
export function searchParamsFor(filters: SearchFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const q = filters.q.trim();
  if (q) params.q = q;
  if (filters.types.length > 0) params.types = filters.types.join(',');
  const [low, high] = filters.priceRange;
  if (low > DEFAULT_MIN_PRICE || high < DEFAULT_MAX_PRICE) {
    params.minPrice = String(low);
    if (high < PRICE_SLIDER_MAX) params.maxPrice = String(high);
  }
  if (filters.minSize !== MIN_SIZE_ANY) params.minSize = String(filters.minSize);
  if (filters.sort !== DEFAULT_SORT) params.sort = filters.sort;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** Spec section 4: the page is clamped between 1 and the page count (1 when there are no results). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}
