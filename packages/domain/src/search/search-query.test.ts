import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search-query.ts';

const messageFor = (query: Record<string, unknown>) =>
  searchQuerySchema.safeParse(query).error?.issues[0]?.message;

describe('searchQuerySchema', () => {
  it('defaults to everything, recommended, page 1', () => {
    expect(searchQuerySchema.parse({})).toEqual({
      types: [],
      sort: 'recommended',
      page: 1,
      light: [],
      loadIn: false,
      pins: false,
    });
    expect(searchQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
  });

  it('coerces query-string text', () => {
    expect(
      searchQuerySchema.parse({
        q: ' Brooklyn ',
        types: 'loft, Studio,cafe/restaurant',
        minPrice: '100',
        maxPrice: '500.50',
        minSize: '1000',
        sort: 'price_desc',
        page: '3',
      }),
    ).toEqual({
      q: 'Brooklyn',
      light: [],
      loadIn: false,
      pins: false,
      types: ['loft', 'studio', 'cafe/restaurant'],
      minPrice: 100,
      maxPrice: 500.5,
      minSize: 1000,
      sort: 'price_desc',
      page: 3,
    });
  });

  it('accepts repeated types and drops duplicates and blanks', () => {
    expect(searchQuerySchema.parse({ types: ['loft', 'warehouse,loft', ''] }).types).toEqual([
      'loft',
      'warehouse',
    ]);
  });

  it('treats minSize any as no minimum', () => {
    expect(searchQuerySchema.parse({ minSize: 'any' }).minSize).toBeUndefined();
  });

  it.each([
    [{ types: 'loft,castle' }, 'Unknown location type: castle'],
    [{ minPrice: 'cheap' }, 'minPrice must be a number of 0 or more'],
    [{ maxPrice: '-1' }, 'maxPrice must be a number of 0 or more'],
    [{ minPrice: '500', maxPrice: '100' }, 'minPrice cannot be more than maxPrice'],
    [{ minSize: '500.5' }, 'minSize must be a whole number of 0 or more'],
    [{ page: '0' }, 'page must be a whole number of 1 or more'],
    [{ page: '1e3' }, 'page must be a whole number of 1 or more'],
    [{ page: '99999999999999999999' }, 'page must be a whole number of 1 or more'],
    [{ page: ['1', '2'] }, 'page must be given once, as text'],
    [
      { sort: 'cheapest' },
      'Sort must be one of: recommended, price_asc, price_desc, newest, rating, distance',
    ],
    [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters'],
  ])('refuses %j with a clear message', (query, message) => {
    expect(messageFor(query)).toBe(message);
  });

  it('allows equal price bounds', () => {
    expect(searchQuerySchema.safeParse({ minPrice: '100', maxPrice: '100' }).success).toBe(true);
  });
});
