import { meResponseSchema } from '@setspot/domain/auth/auth-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { sessionCookieValue } from '../../http/session-cookie.ts';
import { readSessionRenewingCache } from '../auth/auth.public.ts';
import { currentUserOfSession, keptCurrentUser } from './profiles.service.ts';

// Signed out the answer never changes: checked once here and sent as ready JSON (Fastify passes a
// string of a JSON type through as it is) rather than checked and serialised on every page load of
// every visitor (within 80% of a trivial route). The cast: the type provider only knows
// the object shape the schema describes, not its serialised text.
const SIGNED_OUT_JSON = JSON.stringify(meResponseSchema.parse({ user: null }));

/**
 * GET /api/me: the session as the web app sees it. Always 200; `user` is null when signed out.
 * The web app asks on every page load: signed out it costs no session work at all, signed in the
 * session comes from the cookie cache and one query reads the profile only while the session row
 * still exists (ADR 0019); that answer is kept for the same cookie for a few seconds (ADR 0023).
 */
export const meRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['profiles'],
        summary: 'The signed-in user, or null',
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const sessionCookie = sessionCookieValue(request);
      if (!sessionCookie) return reply.type('application/json; charset=utf-8').send(SIGNED_OUT_JSON as never);
      const kept = keptCurrentUser(deps, sessionCookie);
      if (kept !== undefined) return { user: kept };
      const session = await readSessionRenewingCache(deps.auth, request, reply);
      if (!session) return { user: null };
      return {
        user: await currentUserOfSession(deps, {
          userId: session.id,
          sessionToken: session.sessionToken,
          sessionCookie,
        }),
      };
    },
  );
};
