import { describe, expect, it } from 'vitest';
import { formatCount } from './format-number';

// Intl is the reference: the hand-written format must write what it writes for en-US.
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

describe('formatCount', () => {
  it('groups thousands as Intl does', () => {
    const values = [0, 1, 9, 10, 99, 100, 350, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789];
    for (const value of [...values, -1, -1000, -1_234_567])
      expect(formatCount(value)).toBe(count.format(value));
  });
});
