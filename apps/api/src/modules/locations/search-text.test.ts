import { describe, expect, it } from 'vitest';
import {
  normalizeSearchTerm,
  querySignature,
  SIGNATURE_WORDS,
  searchTextOf,
  writeSignature,
} from './search-text.ts';

function holds(text: string, term: string): boolean {
  const row = new Int32Array(SIGNATURE_WORDS);
  writeSignature(text, row, 0);
  return querySignature(term).every(([word, mask]) => ((row[word] ?? 0) & mask) === mask);
}

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

  it('never rejects a text that contains the term (no false negatives)', () => {
    const text = searchTextOf('Raw Brick Warehouse 12345', 'San Francisco', 'CA');
    for (let i = 0; i < text.length; i++) {
      for (let j = i + 1; j <= text.length; j++) expect(holds(text, text.slice(i, j))).toBe(true);
    }
  });

  it('rejects most rows without the term', () => {
    expect(holds(searchTextOf('Cozy Cottage', 'Boise', 'ID'), 'warehouse')).toBe(false);
  });
});
