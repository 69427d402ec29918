import { describe, expect, it } from 'vitest';
import { tryAgainMessage } from './rate-limit.ts';

describe('the rate limit message', () => {
  it('says when to try again, in seconds up to a minute and a half, then in minutes', () => {
    expect(tryAgainMessage(42)).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(tryAgainMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tryAgainMessage(90)).toBe('Too many attempts. Please try again in 90 seconds.');
    expect(tryAgainMessage(91)).toBe('Too many attempts. Please try again in 2 minutes.');
  });
});
