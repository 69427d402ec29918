import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { readSessionUser } from '../../http/session-user.ts';
import { recordErrorReport } from './errors.service.ts';

// Spec section 3 'Error log record': type, error text, context, location, userId.
const errorReportSchema = z.object({
  type: z.string().trim().min(1).max(100),
  error: z.string().min(1).max(10_000),
  context: z.string().max(10_000).optional(),
  location: z.string().max(2_000).optional(),
  userId: z.string().max(100).nullable().optional(),
});

/** POST /api/errors: the web app reports render failures and unhandled rejections here. */
export const errorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/errors',
    {
      config: { writesPerIpPerWindow: 30 },
      schema: { tags: ['errors'], body: errorReportSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      // The reporter is whoever holds the session, not whatever id the client claims.
      const user = await readSessionUser(deps.auth, request);
      await recordErrorReport(deps, request.body, {
        userId: user?.id ?? null,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(204).send(null);
    },
  );
};
