import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';

const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const unhealthySchema = z.object({ status: z.literal('error'), db: z.literal('error') });

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: unhealthySchema } } },
    async (request, reply) => {
      try {
        await database.query('select 1');
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, db: 'error' as const });
      }
    },
  );
};
