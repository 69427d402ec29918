import { describe, expect, it } from 'vitest';
import { responseRate } from './response-rate.ts';

describe('responseRate', () => {
  it('is 95 until there is data', () => {
    expect(responseRate(0, 0)).toBe(95);
  });

  it('is the share answered within 24 hours, in whole percent', () => {
    expect(responseRate(3, 4)).toBe(75);
    expect(responseRate(2, 3)).toBe(67);
    expect(responseRate(0, 5)).toBe(0);
    expect(responseRate(5, 5)).toBe(100);
  });
});
