import { describe, expect, it } from 'vitest';
import {
  bigramCodes,
  FIELD_SEPARATOR,
  normalizeSearchTerm,
  searchTextOf,
  searchWordsOf,
  shortFieldsOf,
} from './search-text.ts';

const fields = (title: string, city: string, state: string) => ({
  title,
  description: 'Bright corner space',
  city,
  state,
  type: 'loft',
});

describe('search text', () => {
  it('lower-cases the title, city, state, type and description and keeps matches inside one field', () => {
    const text = searchTextOf(fields('Sunlit LOFT', 'Los Angeles', 'CA'));
    for (const word of ['loft', 'ca', 'los angeles', 'bright corner']) expect(text.includes(word)).toBe(true);
    expect(text.includes('loft los')).toBe(false);
  });

  it('cuts the short fields (title, city, state, type) off the description', () => {
    const text = searchTextOf(fields('Sunlit LOFT', 'Los Angeles', 'CA'));
    expect(shortFieldsOf(text).split(FIELD_SEPARATOR)).toEqual(['sunlit loft', 'los angeles', 'ca', 'loft']);
    expect(shortFieldsOf(searchTextOf({ ...fields('A', 'B', 'C'), description: '' }))).toBe(
      ['a', 'b', 'c', 'loft'].join(FIELD_SEPARATOR),
    );
  });

  it('normalises the query: control characters out, lower case, single spaces, trimmed', () => {
    expect(normalizeSearchTerm(' NY\u0001')).toBe('ny');
    expect(normalizeSearchTerm('  Los\t ANGELES \n loft ')).toBe('los angeles loft');
    expect(normalizeSearchTerm('   ')).toBe('');
    expect(normalizeSearchTerm(undefined)).toBe('');
  });

  it('splits a term into its words, each once', () => {
    expect(searchWordsOf('los angeles loft los')).toEqual(['los', 'angeles', 'loft']);
    expect(searchWordsOf('')).toEqual([]);
  });

  it('lists the 2-character pieces of each field, none across fields', () => {
    const pair = (text: string) => text.charCodeAt(0) * 65_536 + text.charCodeAt(1);
    const text = searchTextOf({ title: 'Ab', city: 'cd', state: 'E', type: 'fg', description: 'H' });
    expect(bigramCodes(text, [])).toEqual([pair('ab'), pair('cd'), pair('fg')]);
  });
});
