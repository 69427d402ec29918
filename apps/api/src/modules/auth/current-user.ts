import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';

export type SessionUser = { id: string; email: string; emailVerified: boolean };

/** The signed-in user behind a request's session cookie, or null. */
export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, emailVerified: session.user.emailVerified };
}
