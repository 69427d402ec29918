import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lifecycle } from './lifecycle.ts';

const readySchema = z.object({ status: z.literal('ready') });
const drainingSchema = z.object({ status: z.literal('draining') });

/**
 * GET /api/ready: readiness for a load balancer, 503 from the moment shutdown starts; /api/health
 * stays the liveness answer (is the process and its database alive).
 */
export const readinessRoutes: FastifyPluginAsyncZod<{ lifecycle: Lifecycle }> = async (
  app,
  { lifecycle },
) => {
  app.get(
    '/api/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: drainingSchema } } },
    async (_request, reply) =>
      lifecycle.draining
        ? reply.status(503).send({ status: 'draining' as const })
        : { status: 'ready' as const },
  );
};
