import { meResponseSchema, userTypeSchema } from '@setspot/domain/auth/auth-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSessionUser } from '../../http/session-user.ts';
import type { Auth } from '../auth/auth.ts';
import { findCurrentUser } from './profiles.repository.ts';

/** GET /api/me: the session as the web app sees it. Always 200; `user` is null when signed out. */
export const meRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
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
      const sessionUser = await readSessionUser(auth, request);
      if (!sessionUser) return { user: null };
      const user = await findCurrentUser(app.db, sessionUser.id);
      if (!user) return { user: null };
      return { user: { ...user, userType: userTypeSchema.parse(user.userType) } };
    },
  );
};
