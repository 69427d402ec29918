import { type MinSizeOption, PAGE_SIZE } from '../common/constants.ts';
import type { LocationType } from '../listings/location-types.ts';
import type { PlaceFilters } from './place-filters.ts';
import type { ProductionFilters } from './production-filters.ts';
import type { SortValue } from './sort-options.ts';

/** The search screen's filter state (product section 4, Search). */
export interface SearchFilters {
  q: string;
  types: readonly LocationType[];
  priceRange: readonly [number, number];
  minSize: MinSizeOption;
  /** What the shoot needs (production-filters.ts). */
  production: ProductionFilters;
  /** Near a place, the map's box, nearest first (place-filters.ts). */
  place: PlaceFilters;
  sort: SortValue;
  page: number;
  /** First and last day of a shoot (ADR 0039): only listings free on every day. Both or neither. */
  from?: string | undefined;
  to?: string | undefined;
  instantBook?: boolean | undefined;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** Product section 4: the page is clamped between 1 and the page count (1 when there are no results). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}
