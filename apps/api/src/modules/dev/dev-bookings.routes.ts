import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { isUuid } from '../../http/ids.ts';
import { onlyFromLoopback } from '../../http/loopback-only.ts';
import { completeBookingNow } from './dev-bookings.repository.ts';

const params = z.object({ id: z.string() });

/**
 * Time travel for browser journeys (reviews need a completed booking, days after it was booked).
 * Registered only with the dev mailbox (config.devRoutes: never in production) and from loopback.
 */
export const devBookingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  onlyFromLoopback(app);
  app.post('/dev/bookings/:id/complete', { schema: { hide: true, params } }, async (request, reply) => {
    const done = isUuid(request.params.id) && (await completeBookingNow(deps.db, request.params.id, 1));
    return reply.status(done ? 204 : 404).send();
  });
};
