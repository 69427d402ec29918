import { describe, expect, it } from 'vitest';
import * as withZod from './sort-options.ts';
import { DEFAULT_SORT, isSortValue, SORT_OPTIONS } from './sort-values.ts';

describe('sort values without zod', () => {
  it('equal the sort options of sort-options.ts', () => {
    expect(SORT_OPTIONS).toEqual(withZod.SORT_OPTIONS);
    expect(DEFAULT_SORT).toBe(withZod.DEFAULT_SORT);
  });

  it('recognise the five sorts only', () => {
    for (const value of withZod.SORT_VALUES) expect(isSortValue(value)).toBe(true);
    expect(isSortValue('cheapest')).toBe(false);
    expect(isSortValue(undefined)).toBe(false);
  });
});
