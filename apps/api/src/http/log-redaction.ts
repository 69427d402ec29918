import type { FastifyError, FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:token|code|callbackURL|to)=)[^&#]*/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** A URL as logged: verification and reset tokens (and addresses in queries) are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Text as logged: email addresses are replaced (database errors quote failing rows). */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/**
 * pino serializers: no tokens, addresses or failing rows in the log. Database errors carry the
 * failing row in `detail` and the bound values in `parameters`/`params`; neither is logged.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), hostname: request.hostname };
  },
  err(error: FastifyError) {
    return {
      type: error.name,
      message: redactEmails(error.message ?? ''),
      stack: redactEmails(error.stack ?? ''),
      ...(error.code ? { code: error.code } : {}),
      ...(error.cause instanceof Error ? { cause: redactEmails(error.cause.message) } : {}),
    };
  },
};
