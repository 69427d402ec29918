import {
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  MIN_SIZE_ANY,
  MIN_SIZE_OPTIONS,
  type MinSizeOption,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
} from '../common/constants.ts';
import { LOCATION_TYPES, type LocationType, toLocationType } from '../listings/location-types.ts';
import { NO_PLACE_FILTERS, placeFromParams, placeParamsOf } from './place-filters.ts';
import { NO_PRODUCTION_FILTERS, productionFromParams, productionParamsOf } from './production-filters.ts';
import { dateParamsOf, datesFromParams } from './search-dates-url.ts';
import type { SearchFilters } from './search-filters.ts';
import { DEFAULT_SORT, isSortValue } from './sort-options.ts';

/**
 * The search screen's whole state as query parameters. The page's URL and the API call carry the
 * same ones (architecture section 6: q, types, minPrice, maxPrice, minSize, sort, page), so a search can be
 * shared, reloaded and walked back through. Price rule (docs/decisions/0006-price-filter.md): any
 * range other than the default 0 to 1000 is a filter, and the slider's top, 2000, means no upper
 * limit. Free of zod, for the search page's JavaScript budget.
 */
export type PriceRange = readonly [number, number];

export const SEARCH_DEFAULTS: Readonly<SearchFilters> = Object.freeze({
  q: '',
  types: [],
  priceRange: [DEFAULT_MIN_PRICE, DEFAULT_MAX_PRICE] as const,
  minSize: MIN_SIZE_ANY,
  production: NO_PRODUCTION_FILTERS,
  place: NO_PLACE_FILTERS,
  sort: DEFAULT_SORT,
  page: 1,
});

export function isDefaultPriceRange([low, high]: PriceRange): boolean {
  return low === DEFAULT_MIN_PRICE && high === DEFAULT_MAX_PRICE;
}

/** '$350', and '$2000+' at the slider's top, which stands for "and above". */
export function priceLabel(value: number): string {
  return value >= PRICE_SLIDER_MAX ? `$${PRICE_SLIDER_MAX}+` : `$${value}`;
}

/** Only what differs from the defaults, in a fixed order, so equal searches have equal URLs. */
export function searchParamsOf(filters: SearchFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const q = filters.q.trim();
  if (q) params.q = q;
  const types = LOCATION_TYPES.filter((type) => filters.types.includes(type));
  if (types.length > 0) params.types = types.join(',');
  if (!isDefaultPriceRange(filters.priceRange)) {
    const [low, high] = filters.priceRange;
    // minPrice is always written for a narrowed range: it tells '0 to 2000+' apart from the default.
    params.minPrice = String(low);
    if (high < PRICE_SLIDER_MAX) params.maxPrice = String(high);
  }
  if (filters.minSize !== MIN_SIZE_ANY) params.minSize = String(filters.minSize);
  Object.assign(params, productionParamsOf(filters.production));
  Object.assign(params, placeParamsOf(filters.place));
  if (filters.sort !== DEFAULT_SORT) params.sort = filters.sort;
  if (filters.page > 1) params.page = String(Math.trunc(filters.page));
  Object.assign(params, dateParamsOf(filters));
  return params;
}

/** Reads a URL's query; anything unreadable (a hand-edited link) falls back to its default. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    types: typesFrom(params.getAll('types')),
    priceRange: priceRangeFrom(params.get('minPrice'), params.get('maxPrice')),
    minSize: minSizeFrom(params.get('minSize')),
    production: productionFromParams(params),
    place: placeFromParams(params),
    sort: isSortValue(sort) ? sort : DEFAULT_SORT,
    page: wholeNumberFrom(params.get('page')) ?? 1,
    ...datesFromParams(params),
  };
}

function typesFrom(values: readonly string[]): LocationType[] {
  const wanted = new Set(values.flatMap((value) => value.split(',')).map(toLocationType));
  return LOCATION_TYPES.filter((type) => wanted.has(type));
}

function priceRangeFrom(min: string | null, max: string | null): PriceRange {
  const low = priceFrom(min);
  const high = priceFrom(max);
  if (low === undefined && high === undefined) return SEARCH_DEFAULTS.priceRange;
  const bounds = [low ?? PRICE_SLIDER_MIN, high ?? PRICE_SLIDER_MAX] as const;
  return bounds[0] <= bounds[1] ? bounds : [bounds[1], bounds[0]];
}

function priceFrom(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) return undefined;
  return Math.min(Math.max(number, PRICE_SLIDER_MIN), PRICE_SLIDER_MAX);
}

function minSizeFrom(value: string | null): MinSizeOption {
  return MIN_SIZE_OPTIONS.find((option) => String(option) === value) ?? MIN_SIZE_ANY;
}

function wholeNumberFrom(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : undefined;
}
