import type { FastifyRequest } from 'fastify';

// The session cookie as the HTTP edge sees it: whether there is one, and its raw value. Reading
// the session behind it is the auth module's (modules/auth/session-user.ts).

/** Without this cookie there is no session to look up (Better Auth names it `<prefix>.session_token`). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes('session_token') ?? false;
}

/**
 * The session cookie's raw value as sent (Better Auth's signed token), or undefined without one: a key
 * for answers kept per session, which only a value Better Auth verified can have been stored under.
 */
export function sessionCookieValue(request: FastifyRequest): string | undefined {
  const match = request.headers.cookie?.match(/(?:^|;\s*)[^=;]*session_token=([^;]+)/);
  return match?.[1];
}
