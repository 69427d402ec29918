import { describe, expect, it } from 'vitest';
import { ResultCache } from './result-cache.ts';

describe('ResultCache', () => {
  it('keeps answers until cleared', () => {
    const cache = new ResultCache<string>({ maxBytes: 100, maxAgeMs: 1000 });
    cache.set('a', 'A', 10, 1, 1);
    expect(cache.get('a')).toBe('A');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep an answer computed before a change', () => {
    const cache = new ResultCache<string>({ maxBytes: 100, maxAgeMs: 1000 });
    cache.set('a', 'A', 10, 1, 2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used answers beyond the byte budget', () => {
    const cache = new ResultCache<string>({ maxBytes: 30, maxAgeMs: 1000 });
    cache.set('a', 'A', 10, 0, 0);
    cache.set('b', 'B', 10, 0, 0);
    cache.set('c', 'C', 10, 0, 0);
    cache.get('a');
    cache.set('d', 'D', 10, 0, 0);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
  });

  it('forgets answers older than the maximum age', () => {
    let now = 0;
    const cache = new ResultCache<string>({ maxBytes: 100, maxAgeMs: 1000, now: () => now });
    cache.set('a', 'A', 10, 0, 0);
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
