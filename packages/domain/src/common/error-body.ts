import { z } from 'zod';

/** architecture section 6: every API error is `{ error: { code, message } }` with the spec's texts. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'PAYMENT_FAILED',
  'DATES_NOT_AVAILABLE',
  'INTERNAL_ERROR',
  'TWO_FACTOR_REQUIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `code` stays open text so a newer server can add codes without breaking an older client. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    /** A request that failed its schema: the field the message is about ('ids.0'). */
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}
