import { describe, expect, it } from 'vitest';
import { bigramCodes, normalizeSearchTerm, searchTextOf } from './search-text.ts';

describe('search text', () => {
  it('lower-cases the fields and keeps matches inside one field', () => {
    const text = searchTextOf('Sunlit LOFT', 'Los Angeles', 'CA');
    expect(text.includes('loft')).toBe(true);
    expect(text.includes('ca')).toBe(true);
    expect(text.includes('loft los')).toBe(false);
  });

  it('normalises the query and strips control characters', () => {
    expect(normalizeSearchTerm(' NY\u0001')).toBe(' ny');
    expect(normalizeSearchTerm(undefined)).toBe('');
  });

  it('lists the 2-character pieces of each field, none across fields', () => {
    const pair = (text: string) => text.charCodeAt(0) * 65_536 + text.charCodeAt(1);
    expect(bigramCodes(searchTextOf('Ab', 'cd', 'E'), [])).toEqual([pair('ab'), pair('cd')]);
  });
});
