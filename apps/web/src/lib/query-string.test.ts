import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('writes the set values in order, leaving out empty ones and page 1', () => {
    expect(queryString({ status: 'pending', page: 3 })).toBe('?status=pending&page=3');
    expect(queryString({ status: '', page: 1, tab: undefined })).toBe('');
    expect(queryString({ q: 'a&b c', pageSize: 5 })).toBe('?q=a%26b+c&pageSize=5');
  });
});
