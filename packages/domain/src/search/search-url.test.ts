import { describe, expect, it } from 'vitest';
import { NO_PLACE_FILTERS } from './place-filters.ts';
import { NO_PRODUCTION_FILTERS } from './production-filters.ts';
import {
  filtersFromParams,
  isDefaultPriceRange,
  priceLabel,
  SEARCH_DEFAULTS,
  searchParamsOf,
} from './search-url.ts';

const paramsOf = (changes: Partial<typeof SEARCH_DEFAULTS>) =>
  searchParamsOf({ ...SEARCH_DEFAULTS, ...changes });
const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('search URL state', () => {
  it('starts from no filter and writes nothing for the defaults', () => {
    expect(SEARCH_DEFAULTS).toEqual({
      q: '',
      types: [],
      priceRange: [0, 1000],
      minSize: 'any',
      production: NO_PRODUCTION_FILTERS,
      place: NO_PLACE_FILTERS,
      sort: 'recommended',
      page: 1,
    });
    expect(searchParamsOf(SEARCH_DEFAULTS)).toEqual({});
    expect(read('')).toEqual(SEARCH_DEFAULTS);
  });

  it('writes text, types in display order, size, sort and page', () => {
    expect(
      paramsOf({ q: ' brooklyn ', types: ['warehouse', 'loft'], minSize: 2000, sort: 'rating', page: 3 }),
    ).toEqual({ q: 'brooklyn', types: 'loft,warehouse', minSize: '2000', sort: 'rating', page: '3' });
  });

  it('treats every price range but 0 to 1000 as a filter, and 2000 as no upper limit', () => {
    expect(paramsOf({ priceRange: [0, 1000] })).toEqual({});
    expect(paramsOf({ priceRange: [0, 1500] })).toEqual({ minPrice: '0', maxPrice: '1500' });
    expect(paramsOf({ priceRange: [200, 1000] })).toEqual({ minPrice: '200', maxPrice: '1000' });
    expect(paramsOf({ priceRange: [300, 2000] })).toEqual({ minPrice: '300' });
    expect(paramsOf({ priceRange: [0, 2000] })).toEqual({ minPrice: '0' });
    expect(isDefaultPriceRange([0, 1000])).toBe(true);
    expect(isDefaultPriceRange([0, 2000])).toBe(false);
  });

  it('reads back what it writes', () => {
    const filters = {
      q: 'los angeles',
      types: ['house', 'cafe/restaurant'] as const,
      priceRange: [0, 2000] as const,
      minSize: 500 as const,
      production: {
        minCeiling: 12,
        minPower: undefined,
        light: ['Excellent', 'Controlled/Blackout'] as const,
        maxNoise: 'Minimal street noise' as const,
        minParking: 5,
        permit: 'not_required' as const,
        loadIn: true,
        crew: 25,
      },
      place: {
        near: 'Austin, TX',
        radius: 10 as const,
        byDistance: false,
        bbox: [-97.9, 30.1, -97.5, 30.6] as const,
      },
      sort: 'price_desc' as const,
      page: 2,
    };
    const query = new URLSearchParams(searchParamsOf(filters)).toString();
    expect(filtersFromParams(new URLSearchParams(query))).toEqual(filters);
    expect(read('minPrice=150&maxPrice=900').priceRange).toEqual([150, 900]);
    expect(read('maxPrice=900').priceRange).toEqual([0, 900]);
  });

  it('falls back to defaults for anything it cannot read', () => {
    expect(read('types=castle,LOFT,Cafe%2FRestaurant&types=loft')).toMatchObject({
      types: ['loft', 'cafe/restaurant'],
    });
    expect(read('minPrice=cheap')).toMatchObject({ priceRange: [0, 1000] });
    expect(read('minPrice=900&maxPrice=100').priceRange).toEqual([100, 900]);
    expect(read('minPrice=-5&maxPrice=99999').priceRange).toEqual([0, 2000]);
    expect(read('minSize=750').minSize).toBe('any');
    expect(read('sort=best').sort).toBe('recommended');
    for (const page of ['0', '-1', '2.5', 'two']) expect(read(`page=${page}`).page).toBe(1);
  });

  it('labels the slider top with a plus', () => {
    expect(priceLabel(0)).toBe('$0');
    expect(priceLabel(1950)).toBe('$1950');
    expect(priceLabel(2000)).toBe('$2000+');
  });
});
