import { describe, expect, it } from 'vitest';
import { errorBody, errorBodySchema } from './error-body.ts';

describe('error body', () => {
  it('has the shape { error: { code, message } }', () => {
    expect(errorBody('NOT_FOUND', 'Location not found')).toEqual({
      error: { code: 'NOT_FOUND', message: 'Location not found' },
    });
    expect(errorBodySchema.safeParse({ error: { code: 'X', message: 'y' } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'y' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ error: { code: '', message: 'y' } }).success).toBe(false);
  });
});
