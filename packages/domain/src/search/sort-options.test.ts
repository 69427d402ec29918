import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, isSortValue, SORT_OPTIONS, SORT_VALUES } from './sort-options.ts';

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

  it('recognises the five sorts only', () => {
    for (const value of SORT_VALUES) expect(isSortValue(value)).toBe(true);
    expect(isSortValue('cheapest')).toBe(false);
    expect(isSortValue(undefined)).toBe(false);
  });
});
