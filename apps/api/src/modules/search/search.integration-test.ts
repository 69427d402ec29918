import { describe, expect, it } from 'vitest';
import { ids, names, search, useSearchWorld } from '../../testing/search-world.ts';

useSearchWorld();

describe('GET /api/locations', () => {
  it('returns every live listing for an empty search, in the display shape', async () => {
    const page = await search('?q=');
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 10, pageCount: 1 });
    expect(names(page)).not.toContain('Withdrawn Loft');
    expect(page.types).toEqual([
      'house',
      'apartment',
      'loft',
      'cafe/restaurant',
      'warehouse',
      'studio',
      'outdoor',
    ]);
    const cafe = page.items.find((item) => item.id === ids.cafe);
    expect(cafe).toMatchObject({
      name: 'Cozy Corner Cafe',
      type: 'cafe/restaurant',
      typeName: 'Cafe/Restaurant',
      pricePerDay: 550,
      squareFootage: 900,
      rooms: 0,
      city: 'Austin',
      state: 'TX',
      features: [],
      images: ['/placeholder.svg'],
      photos: [{ url: '/placeholder.svg', isPrimary: true, variants: [], srcset: '' }],
      averageRating: 4.7,
      reviewCount: 3,
    });
  });

  it('matches text case-insensitively in the title, the city or the state', async () => {
    expect(names(await search('?q=LOFT'))).toEqual(['Sunlit Industrial Loft']);
    expect(names(await search('?q=brOOKlyn'))).toEqual(['Raw Brick Warehouse']);
    expect(names(await search('?q=tx'))).toEqual(['Cozy Corner Cafe']);
    expect(names(await search('?q=%20%20'))).toHaveLength(7);
  });

  it('finds listings holding every word, in any order, in title, city, state, type or description', async () => {
    const loft = ['Sunlit Industrial Loft'];
    for (const q of [
      'los%20angeles%20loft',
      'loft%20los%20angeles',
      'LOS%20Angeles',
      'angeles%20%20sunlit%20ca',
    ])
      expect(names(await search(`?q=${q}`)), q).toEqual(loft);
    expect(names(await search('?q=restaurant%20austin'))).toEqual(['Cozy Corner Cafe']);
    expect(names(await search('?q=freight%20brooklyn'))).toEqual(['Raw Brick Warehouse']);
    expect((await search('?q=los%20angeles%20warehouse')).total).toBe(0);
    expect((await search('?q=chicago')).total).toBe(0);
    // A match lies within one field: the title's end and the city's start do not join up.
    expect((await search('?q=loftlos')).total).toBe(0);
  });

  it('forgives one typo in words of five letters or more, outside descriptions', async () => {
    expect(names(await search('?q=los%20angles%20loft'))).toEqual(['Sunlit Industrial Loft']);
    expect(names(await search('?q=sunlitt'))).toEqual(['Sunlit Industrial Loft']);
    expect(names(await search('?q=brooklin%20frieght'))).toEqual([]);
    // A typo is forgiven in the title, city, state or type; a description's words must be exact.
    expect(names(await search('?q=brooklin%20freight'))).toEqual(['Raw Brick Warehouse']);
    expect(names(await search('?q=brooklyn%20freigt'))).toEqual([]);
    // Shorter words must be exact: 'lofy' is not 'loft'.
    expect((await search('?q=lofy')).total).toBe(0);
  });

  it('finds two-letter terms such as state codes anywhere in title, city or state', async () => {
    const ny = await search('?q=ny&sort=newest');
    // 'NY' is the state of two; 'Tiny' holds it in its title.
    expect(names(ny)).toEqual(['Tiny Studio', 'Raw Brick Warehouse', 'Canal Apartment']);
    const ca = await search('?q=Ca&sort=newest');
    expect(names(ca)).toEqual([
      'Cozy Corner Cafe',
      'Classic Suburban Home',
      'Sunlit Industrial Loft',
      'Canal Apartment',
    ]);
    expect(ca.types).toEqual(['house', 'apartment', 'loft', 'cafe/restaurant']);
  });

  it('filters by types, given stored or by display name', async () => {
    const page = await search('?types=loft,Cafe/Restaurant&sort=price_asc');
    expect(names(page)).toEqual(['Sunlit Industrial Loft', 'Cozy Corner Cafe']);
    expect(page.types).toEqual(['loft', 'cafe/restaurant']);
    expect(names(await search('?types=studio&types=outdoor&sort=price_asc'))).toEqual([
      'Free Meadow',
      'Tiny Studio',
    ]);
  });

  it('filters by price with both bounds included', async () => {
    expect(names(await search('?minPrice=350&maxPrice=550&sort=price_asc'))).toEqual([
      'Sunlit Industrial Loft',
      'Classic Suburban Home',
      'Cozy Corner Cafe',
    ]);
    expect(names(await search('?minPrice=0&maxPrice=0'))).toEqual(['Free Meadow']);
    expect(names(await search('?maxPrice=99.99&sort=price_desc'))).toEqual([
      'Canal Apartment',
      'Free Meadow',
    ]);
    expect(names(await search('?minPrice=2000'))).toEqual(['Tiny Studio']);
    expect((await search('?minPrice=350.01&maxPrice=449.99')).total).toBe(0);
  });

  it('filters by minimum size, the size itself included', async () => {
    expect(names(await search('?minSize=1800&sort=price_asc'))).toEqual([
      'Free Meadow',
      'Sunlit Industrial Loft',
      'Classic Suburban Home',
      'Raw Brick Warehouse',
    ]);
    expect((await search('?minSize=any')).total).toBe(7);
    expect((await search('?minSize=20001')).total).toBe(0);
  });

  it('combines text, types, price and size', async () => {
    const page = await search('?q=ca&types=house,loft&minPrice=400&minSize=2000');
    expect(names(page)).toEqual(['Classic Suburban Home']);
    expect(page.types).toEqual(['house']);
  });
});
