import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../modules/auth/auth.public.ts';

export type SessionUser = { id: string; email: string; emailVerified: boolean; sessionId: string };

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

function cookieHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  return headers;
}

/**
 * The signed-in user behind a request's session cookie, or null. Within the cookie cache's lifetime
 * (ADR 0019) the session is read from its signed cookie, without a database query; a session that
 * ended (signed out, password changed or reset), here or on another instance, is refused all the
 * same (ADR 0031).
 */
export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (!hasSessionCookie(request)) return null;
  const session = await auth.api.getSession({ headers: cookieHeaders(request) });
  if (!session || (await auth.sessionEnds.hasEnded(session.session))) return null;
  const { user } = session;
  return { id: user.id, email: user.email, emailVerified: user.emailVerified, sessionId: session.session.id };
}

/**
 * Like readSessionUser, with the session's token, and passing on the cookies Better Auth sets while
 * reading (a renewed cookie cache, or an expired one cleared) so the next request can use them.
 */
export async function readSessionRenewingCache(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<(SessionUser & { sessionToken: string }) | null> {
  if (!hasSessionCookie(request)) return null;
  const { headers, response } = await auth.api.getSession({
    headers: cookieHeaders(request),
    returnHeaders: true,
  });
  const setCookies = headers.getSetCookie();
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  if (!response || (await auth.sessionEnds.hasEnded(response.session))) return null;
  const { user, session } = response;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    sessionId: session.id,
    sessionToken: session.token,
  };
}

/**
 * Who is asking, for the visitor view (architecture section 2): signed-out callers never receive the
 * street address, zip or owner contact. Without a session cookie there is nobody to look up, which
 * keeps the anonymous hot path (search from the home page, crawlers) free of session queries.
 */
export async function viewerOf(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  return readSessionUser(auth, request);
}
