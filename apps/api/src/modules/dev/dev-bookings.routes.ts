import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { isUuid } from '../../http/ids.ts';
import { onlyFromLoopback } from '../../http/loopback-only.ts';
import { completeBookingNow } from './dev-bookings.repository.ts';

const params = z.object({ id: z.string() });
// How many days ago the moved booking ended (2: its payout is due, 24 hours after the end of its last day).
const querystring = z.object({ endedDaysAgo: z.coerce.number().int().min(1).max(60).default(1) });

const PAST_DAYS_TAKEN =
  'Another booking of this listing already holds the days this one would move to. Complete that one another way, or cancel it first.';

/**
 * Time travel for browser journeys (reviews need a completed booking, days after it was booked).
 * Registered only with the dev mailbox (config.devRoutes: never in production) and from loopback.
 */
export const devBookingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  onlyFromLoopback(app);
  app.post(
    '/dev/bookings/:id/complete',
    { schema: { hide: true, params, querystring } },
    async (request, reply) => {
      const result = isUuid(request.params.id)
        ? await completeBookingNow(deps.db, request.params.id, request.query.endedDaysAgo)
        : 'not_found';
      if (result === 'taken') return reply.status(409).send(errorBody('CONFLICT', PAST_DAYS_TAKEN));
      return reply.status(result === 'completed' ? 204 : 404).send();
    },
  );
};
