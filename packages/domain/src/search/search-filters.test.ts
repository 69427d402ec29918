import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageOffset } from './search-filters.ts';

describe('paging', () => {
  it('counts pages of 10', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(25, 5)).toBe(5);
  });

  it('clamps the page between 1 and the page count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2.7, 5)).toBe(2);
  });

  it('gives the row offset of a page', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
    expect(pageOffset(0)).toBe(0);
  });
});
