import { z } from 'zod';

/**
 * POST /api/errors: product section 3 'Error log record'. The web app sends it, the API checks it. The
 * user id is taken from the session, never from the body, so a client cannot file errors in someone
 * else's name; a userId in the body is dropped.
 */
export const errorLogInputSchema = z.object({
  type: z.string().trim().min(1, 'type is required').max(100),
  error: z.string().min(1, 'error is required').max(10_000),
  context: z.string().max(10_000).nullish(),
  location: z.string().max(2000).nullish(),
});
export type ErrorLogInput = z.input<typeof errorLogInputSchema>;
