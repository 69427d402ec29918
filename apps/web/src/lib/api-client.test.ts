import { describe, expect, it } from 'vitest';
import { toApiError } from './api-client';

describe('API errors', () => {
  it('keep the field a validation error is about, beside its message word for word', () => {
    const error = toApiError(400, {
      error: { code: 'VALIDATION_ERROR', message: 'Message is required', field: 'message' },
    });
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Message is required' });
    expect(error.field).toBe('message');
    expect(
      toApiError(404, { error: { code: 'NOT_FOUND', message: 'Location not found' } }).field,
    ).toBeUndefined();
  });
});
