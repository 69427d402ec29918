import type { FastifyRequest } from 'fastify';
import type { Auth } from '../modules/auth/auth.public.ts';

export type SessionUser = { id: string; email: string; emailVerified: boolean };

/** The signed-in user behind a request's session cookie, or null. */
export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, emailVerified: session.user.emailVerified };
}

/**
 * Who is asking, for the visitor view (DESIGN section 2): signed-out callers never receive the
 * street address, zip or owner contact. Without a session cookie there is nobody to look up, which
 * keeps the anonymous hot path (search from the home page, crawlers) free of session queries.
 */
export async function viewerOf(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.headers.cookie?.includes('session_token')) return null;
  return readSessionUser(auth, request);
}
