import { meResponseSchema } from '@setspot/domain/auth/auth-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { readSessionUser } from '../../http/session-user.ts';
import { currentUser } from './profiles.service.ts';

/** GET /api/me: the session as the web app sees it. Always 200; `user` is null when signed out. */
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
      const sessionUser = await readSessionUser(deps.auth, request);
      return { user: sessionUser ? await currentUser(deps, sessionUser.id) : null };
    },
  );
};
