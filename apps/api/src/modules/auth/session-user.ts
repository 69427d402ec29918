import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie } from '../../http/session-cookie.ts';
import type { BetterAuthWithEnds as Auth } from './auth.ts';
import type { SessionUser } from './session-actors.ts';

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
