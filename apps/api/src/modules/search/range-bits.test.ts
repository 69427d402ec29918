import { describe, expect, it } from 'vitest';
import { RangeBits } from './range-bits.ts';

const has = (bits: Uint32Array, row: number) => (bits[row >>> 5]! & (1 << (row & 31))) !== 0;

describe('range bits', () => {
  it('never call a row sure that fails, nor impossible one that passes, through changes', () => {
    let seed = 7;
    const rand = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed / 2 ** 32;
    };
    const rows = 2048;
    const ranges = new RangeBits();
    ranges.grow(rows);
    // Many repeated values (prices in steps, sizes of 0), as listings have them.
    const values = Float64Array.from({ length: rows }, () =>
      rand() < 0.2 ? 0 : Math.floor(rand() * 40) * 250,
    );
    const live = Uint8Array.from({ length: rows }, () => (rand() < 0.9 ? 1 : 0));
    const isLive = (row: number) => live[row] === 1;
    const liveValues = values.filter((_, row) => isLive(row)).sort();
    ranges.placeBounds(liveValues, values, rows, isLive);
    expect(ranges.bounds.length).toBeGreaterThan(10);

    const wrong: string[] = [];
    for (let round = 0; round < 300; round++) {
      // Change, add or remove a few rows between questions: the bits follow, the bounds stay.
      for (let change = 0; change < 5; change++) {
        const row = Math.floor(rand() * rows);
        if (rand() < 0.3) {
          live[row] = 0;
          ranges.remove(row);
        } else {
          live[row] = 1;
          values[row] = Math.floor(rand() * 50) * 250 - 500;
          ranges.put(row, values[row]!);
        }
      }
      const min =
        rand() < 0.3 ? Number.NEGATIVE_INFINITY : Math.floor(rand() * 45) * 250 - (rand() < 0.5 ? 0 : 100);
      const max = rand() < 0.3 ? Number.POSITIVE_INFINITY : min + rand() * 6000;
      const selection = ranges.select(min, max);
      for (let row = 0; row < rows; row++) {
        if (!isLive(row)) continue;
        const passes = values[row]! >= min && values[row]! <= max;
        const possible = has(selection.lowPossible, row) && !has(selection.highFail, row);
        const sure = has(selection.lowSure, row) && !has(selection.highUnsure, row);
        if ((passes && !possible) || (sure && !passes))
          wrong.push(`row ${row} = ${values[row]} in [${min}, ${max}]`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves few rows to test: only the slices a range ends in', () => {
    const rows = 32 * 1024;
    const ranges = new RangeBits();
    ranges.grow(rows);
    const values = Float64Array.from({ length: rows }, (_, row) => row);
    ranges.placeBounds(values, values, rows, () => true);
    const selection = ranges.select(5000.5, 20000.5);
    let unsure = 0;
    for (let row = 0; row < rows; row++) {
      const possible = has(selection.lowPossible, row) && !has(selection.highFail, row);
      const sure = has(selection.lowSure, row) && !has(selection.highUnsure, row);
      if (possible && !sure) unsure++;
    }
    // Two slices of 1/64 of the rows each.
    expect(unsure).toBeLessThanOrEqual((2 * rows) / 64);
  });
});
