import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { readSessionUser, type SessionUser } from '../auth/current-user.ts';

/**
 * Who is asking, for the visitor view (DESIGN section 2): signed-out callers never receive the
 * street address, zip or owner contact. Without a session cookie there is nobody to look up, which
 * keeps the anonymous hot path (search from the home page, crawlers) free of session queries.
 */
export async function viewerOf(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.headers.cookie?.includes('session_token')) return null;
  return readSessionUser(auth, request);
}
