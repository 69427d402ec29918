import { describe, expect, it } from 'vitest';
import { bitCount, bitCountOfAnd } from './bit-count.ts';

const oneByOne = (word: number) => {
  let count = 0;
  for (let bit = 0; bit < 32; bit++) count += (word >>> bit) & 1;
  return count;
};

describe('bitCount', () => {
  it('counts the set bits of any 32-bit word, the sign bit included', () => {
    let seed = 11;
    const words = [0, 1, -1, 0x80000000 | 0, 0x7fffffff, 0x55555555, 0xaaaaaaaa | 0];
    for (let i = 0; i < 2000; i++) {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) | 0;
      words.push(seed);
    }
    for (const word of words) expect(bitCount(word)).toBe(oneByOne(word));
  });
});

describe('bitCountOfAnd', () => {
  it('sums the set bits of a & b over the listed words, for any count of them', () => {
    let seed = 5;
    const next = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) | 0;
      return seed;
    };
    const a = Uint32Array.from({ length: 300 }, next);
    const b = Uint32Array.from({ length: 300 }, (_, w) => (w % 7 === 0 ? 0xffffffff : next()));
    // Every count from 0 to 40 (blocks of eight and the words after them), and long runs.
    for (const n of [...Array.from({ length: 41 }, (_, n) => n), 100, 255, 299]) {
      const at = Int32Array.from({ length: n }, () => (next() >>> 0) % 300);
      let expected = 0;
      for (const w of at) expected += oneByOne(a[w]! & b[w]!);
      expect(bitCountOfAnd(a, b, at, n), `${n} words`).toBe(expected);
    }
  });
});
