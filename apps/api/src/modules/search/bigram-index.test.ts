import { describe, expect, it } from 'vitest';
import { BigramIndex, forEachBit } from './bigram-index.ts';

const rowsOf = (bits: Uint32Array | null) => {
  const rows: number[] = [];
  if (bits) forEachBit(bits, (row) => rows.push(row));
  return rows;
};

describe('BigramIndex', () => {
  it('answers two-letter terms exactly and longer ones with every row that could hold them', () => {
    const index = new BigramIndex();
    const texts = ['casa blanca', 'new york', 'cafe', 'nyc loft', 'acca'];
    for (const [row, text] of texts.entries()) index.add(row, text, 64);
    expect(rowsOf(index.candidates('ca', 2))).toEqual([0, 2, 4]);
    expect(rowsOf(index.candidates('ny', 2))).toEqual([3]);
    // 'cac' needs 'ca' and 'ac': 'acca' has both without holding 'cac'; the caller checks.
    expect(rowsOf(index.candidates('cac', 2))).toEqual([4]);
    expect(rowsOf(index.candidates('zz', 2))).toEqual([]);
    expect(index.candidates('c', 2)).toBeNull();
  });

  it('keeps rows right through removal and through the switch from list to bitset', () => {
    const index = new BigramIndex();
    const capacity = 256;
    for (let row = 0; row < 200; row++) index.add(row, row % 3 === 0 ? 'ab' : 'cd', capacity);
    const ab = () => rowsOf(index.candidates('ab', capacity / 32));
    expect(ab()).toEqual(Array.from({ length: 67 }, (_, i) => i * 3));
    for (let row = 0; row < 200; row += 6) index.remove(row, 'ab');
    expect(ab()).toEqual(Array.from({ length: 33 }, (_, i) => i * 6 + 3));
    index.add(7, 'xab', capacity);
    index.add(7, 'xab', capacity);
    expect(ab()).toContain(7);
    expect(ab()).toHaveLength(34);
  });
});
