import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('takes a UUID in either case and nothing else', () => {
    expect(isUuid('0b6e7d3c-5a1f-4c2e-9d8b-7a6f5e4d3c2b')).toBe(true);
    expect(isUuid('0B6E7D3C-5A1F-4C2E-9D8B-7A6F5E4D3C2B')).toBe(true);
    for (const value of [
      '',
      'nope',
      '0b6e7d3c5a1f4c2e9d8b7a6f5e4d3c2b',
      '0b6e7d3c-5a1f-4c2e-9d8b-7a6f5e4d3c2b ',
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
