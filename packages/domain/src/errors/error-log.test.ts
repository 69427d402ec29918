import { describe, expect, it } from 'vitest';
import { errorLogInputSchema } from './error-log.ts';

describe('errorLogInputSchema', () => {
  it('accepts a client error report and ignores a user id in the body', () => {
    const parsed = errorLogInputSchema.parse({
      type: 'unhandledrejection',
      error: 'TypeError: x is undefined',
      location: '/search',
      userId: 'someone-else',
    });
    expect(parsed).toEqual({
      type: 'unhandledrejection',
      error: 'TypeError: x is undefined',
      location: '/search',
    });
  });

  it('refuses reports without a type or error text, or too long', () => {
    expect(errorLogInputSchema.safeParse({ type: '', error: 'x' }).success).toBe(false);
    expect(errorLogInputSchema.safeParse({ type: 'render', error: '' }).success).toBe(false);
    expect(errorLogInputSchema.safeParse({ type: 'render', error: 'x'.repeat(10_001) }).success).toBe(false);
  });
});
