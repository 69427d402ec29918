import { describe, expect, it } from 'vitest';
import { maxCentsFor, minCentsFor } from './price-bounds.ts';

describe('price bounds', () => {
  it('keeps both bounds inclusive to the cent', () => {
    expect(minCentsFor(350)).toBe(35_000);
    expect(maxCentsFor(350)).toBe(35_000);
    expect(maxCentsFor(0.29)).toBe(29);
    expect(minCentsFor(0.29)).toBe(29);
  });

  it('rounds a bound between two cents inwards', () => {
    expect(minCentsFor(100.555)).toBe(10_056);
    expect(maxCentsFor(100.555)).toBe(10_055);
  });

  it('leaves an absent bound absent', () => {
    expect(minCentsFor(undefined)).toBeUndefined();
    expect(maxCentsFor(undefined)).toBeUndefined();
  });
});
