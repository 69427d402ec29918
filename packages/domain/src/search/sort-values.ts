import type { SortValue } from './sort-options.ts';

/**
 * The sort choices without zod. sort-options.ts keeps them next to its zod schema, and importing it
 * pulls about 18 KB of gzipped zod into a page; the search page has a 150 KB JavaScript budget, so
 * it reads these. sort-values.test.ts keeps both lists equal.
 */
export const DEFAULT_SORT: SortValue = 'recommended';

export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = Object.freeze([
  { value: 'recommended', label: 'Recommended' },
  { value: 'price_asc', label: 'Price low to high' },
  { value: 'price_desc', label: 'Price high to low' },
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Top rated' },
]);

export function isSortValue(value: unknown): value is SortValue {
  return SORT_OPTIONS.some((option) => option.value === value);
}
