import { errorLogInputSchema as errorReportSchema } from '@setspot/domain/errors/error-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorLogs } from '../../db/schema.ts';
import { readSessionUser } from '../../http/session-user.ts';

/** POST /api/errors: the web app reports render failures and unhandled rejections here. */
export const errorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/errors',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['errors'], body: errorReportSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const report = request.body;
      // The reporter is whoever holds the session, not whatever id the client claims.
      const user = await readSessionUser(app.auth, request);
      await app.db.insert(errorLogs).values({
        type: report.type,
        error: report.error,
        context: report.context ?? null,
        location: report.location ?? null,
        userId: user?.id ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      return reply.status(204).send(null);
    },
  );
};
