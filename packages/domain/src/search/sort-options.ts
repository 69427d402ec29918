import { z } from 'zod';

/** DESIGN section 2: the search sort works (the spec only showed a fixed 'Sort by: Recommended'). */
export const SORT_VALUES = ['recommended', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const DEFAULT_SORT: SortValue = 'recommended';

export const SORT_LABELS: Readonly<Record<SortValue, string>> = Object.freeze({
  recommended: 'Recommended',
  price_asc: 'Price low to high',
  price_desc: 'Price high to low',
  newest: 'Newest',
  rating: 'Top rated',
});

/** In display order, for the sort menu. */
export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = SORT_VALUES.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

export const sortSchema = z.enum(SORT_VALUES, {
  error: () => `Sort must be one of: ${SORT_VALUES.join(', ')}`,
});
