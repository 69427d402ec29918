import { describe, expect, it } from 'vitest';
import { bitCount } from './bit-count.ts';

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
