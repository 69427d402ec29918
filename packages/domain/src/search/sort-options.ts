/**
 * architecture section 2: the search sort works (the spec only showed a fixed 'Sort by: Recommended').
 * Free of zod on purpose: the search page reads these and has a 150 KB JavaScript budget, which zod
 * (about 18 KB gzipped) would eat into. The API's zod schema for `sort=` is in search-query.ts.
 */
export const SORT_VALUES = ['recommended', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const DEFAULT_SORT: SortValue = 'recommended';

const SORT_LABELS: Readonly<Record<SortValue, string>> = {
  recommended: 'Recommended',
  price_asc: 'Price low to high',
  price_desc: 'Price high to low',
  newest: 'Newest',
  rating: 'Top rated',
};

/** In display order, for the sort menu. */
export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = Object.freeze(
  SORT_VALUES.map((value) => ({ value, label: SORT_LABELS[value] })),
);

export function isSortValue(value: unknown): value is SortValue {
  return typeof value === 'string' && (SORT_VALUES as readonly string[]).includes(value);
}
