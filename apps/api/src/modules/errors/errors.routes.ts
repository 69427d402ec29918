import { errorLogInputSchema as errorReportSchema } from '@setspot/domain/errors/error-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { redactEmails } from '../../http/log-redaction.ts';
import { viewerOf } from '../auth/auth.public.ts';
import { recordErrorReport } from './errors.service.ts';

/** POST /api/errors: the web app reports render failures and unhandled rejections here. */
export const errorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/errors',
    {
      config: { rateLimit: { perAddress: 30 } },
      schema: { tags: ['errors'], body: errorReportSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      // The reporter is whoever holds the session, not whatever id the client claims.
      const user = await viewerOf(deps.auth, request);
      // Under the id the browser sent (its failed call's, when there was one): the log connects them.
      request.log.warn(
        { type: request.body.type, location: request.body.location },
        `Browser error report: ${redactEmails(request.body.error.split('\n')[0]?.slice(0, 200) ?? '')}`,
      );
      await recordErrorReport(deps, request.body, {
        userId: user?.id ?? null,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(204).send(null);
    },
  );
};
