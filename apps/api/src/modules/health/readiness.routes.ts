import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lifecycle } from './lifecycle.ts';

const readySchema = z.object({ status: z.literal('ready') });
const notReadySchema = z.object({ status: z.enum(['starting', 'draining']) });

/**
 * GET /api/ready: readiness for a load balancer: 503 while the instance warms up (its search index
 * and card store load) and from the moment shutdown starts; /api/health stays the liveness answer
 * (is the process and its database alive), 200 as soon as the server listens.
 */
export const readinessRoutes: FastifyPluginAsyncZod<{ lifecycle: Lifecycle }> = async (
  app,
  { lifecycle },
) => {
  app.get(
    '/api/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: notReadySchema } } },
    async (_request, reply) => {
      if (lifecycle.draining) return reply.status(503).send({ status: 'draining' as const });
      if (!lifecycle.warm) return reply.status(503).send({ status: 'starting' as const });
      return { status: 'ready' as const };
    },
  );
};
