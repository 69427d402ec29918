import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** For routes that need a user: answers 401 in the API's error shape and returns null. */
export async function requireSessionUser(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  const user = await readSessionUser(auth, request);
  if (!user) {
    await reply
      .status(401)
      .send({ error: { code: 'UNAUTHENTICATED', message: 'You must be logged in to access this page' } });
    return null;
  }
  return user;
}
