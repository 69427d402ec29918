import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const unhealthySchema = z.object({ status: z.literal('error'), db: z.literal('error') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: unhealthySchema } } },
    async (request, reply) => {
      try {
        await app.database.query('select 1');
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, db: 'error' as const });
      }
    },
  );
};
