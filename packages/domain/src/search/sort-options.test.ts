import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, SORT_OPTIONS, sortSchema } from './sort-options.ts';

describe('sort options', () => {
  it('offers the five sorts with their labels, Recommended first', () => {
    expect(SORT_OPTIONS).toEqual([
      { value: 'recommended', label: 'Recommended' },
      { value: 'price_asc', label: 'Price low to high' },
      { value: 'price_desc', label: 'Price high to low' },
      { value: 'newest', label: 'Newest' },
      { value: 'rating', label: 'Top rated' },
    ]);
    expect(DEFAULT_SORT).toBe('recommended');
  });

  it('refuses unknown sorts with the list of known ones', () => {
    expect(sortSchema.safeParse('cheapest').error?.issues[0]?.message).toBe(
      'Sort must be one of: recommended, price_asc, price_desc, newest, rating',
    );
  });
});
