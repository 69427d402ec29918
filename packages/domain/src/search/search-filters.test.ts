import { describe, expect, it } from 'vitest';
import {
  clampPage,
  DEFAULT_SEARCH_FILTERS,
  pageCount,
  pageOffset,
  searchParamsFor,
} from './search-filters.ts';

const withFilters = (changes: Partial<typeof DEFAULT_SEARCH_FILTERS>) =>
  searchParamsFor({ ...DEFAULT_SEARCH_FILTERS, ...changes });

describe('searchParamsFor', () => {
  it('sends nothing for the default filters', () => {
    expect(searchParamsFor(DEFAULT_SEARCH_FILTERS)).toEqual({});
    expect(withFilters({ q: '   ' })).toEqual({});
  });

  it('sends the text, types, size, sort and page when set', () => {
    expect(
      withFilters({
        q: ' brooklyn ',
        types: ['loft', 'cafe/restaurant'],
        minSize: 500,
        sort: 'price_asc',
        page: 2,
      }),
    ).toEqual({ q: 'brooklyn', types: 'loft,cafe/restaurant', minSize: '500', sort: 'price_asc', page: '2' });
  });

  it('sends the price range only when the low end is above 0 or the high end below 1000', () => {
    expect(withFilters({ priceRange: [0, 1000] })).toEqual({});
    expect(withFilters({ priceRange: [50, 1000] })).toEqual({ minPrice: '50', maxPrice: '1000' });
    expect(withFilters({ priceRange: [0, 950] })).toEqual({ minPrice: '0', maxPrice: '950' });
    // Spec rule taken literally: widening the top alone is not a filter.
    expect(withFilters({ priceRange: [0, 1500] })).toEqual({});
  });

  it('treats the slider top (2000+) as no upper limit', () => {
    expect(withFilters({ priceRange: [100, 2000] })).toEqual({ minPrice: '100' });
    expect(withFilters({ priceRange: [100, 1950] })).toEqual({ minPrice: '100', maxPrice: '1950' });
  });
});

describe('paging', () => {
  it('counts pages of 10', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(25, 5)).toBe(5);
  });

  it('clamps the page between 1 and the page count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2.7, 5)).toBe(2);
  });

  it('gives the row offset of a page', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
    expect(pageOffset(0)).toBe(0);
  });
});
