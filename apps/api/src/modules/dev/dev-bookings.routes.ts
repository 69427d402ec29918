import { refusedTransitionMessage } from '@setspot/domain/bookings/booking-status';
import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { isExclusionViolation } from '../../db/sql-state.ts';
import { isUuid } from '../../http/ids.ts';
import { onlyFromLoopback } from '../../http/loopback-only.ts';
import { settleLockedBooking } from '../bookings/bookings.public.ts';
import { lockBookingStatus, moveBookingIntoPast } from './dev-bookings.repository.ts';

const params = z.object({ id: z.string() });
// How many days ago the moved booking ended (2: its payout is due, 24 hours after the end of its last day).
const querystring = z.object({ endedDaysAgo: z.coerce.number().int().min(1).max(60).default(1) });

const PAST_DAYS_TAKEN =
  'Another booking of this listing already holds the days this one would move to. Complete that one another way, or cancel it first.';

/** Rolls the time travel back when the booking was not one that completes. */
class NotCompleted extends Error {}

/**
 * Moves a confirmed booking into the past and lets the settle step complete it (a completed one is
 * only moved), as days passing and
 * the sweep would: the status changes through the bookings module's transition(), like any other.
 */
async function completeBookingNow(deps: AppDeps, id: string, endedDaysAgo: number) {
  try {
    return await deps.db.transaction(async (tx) => {
      const status = await lockBookingStatus(tx, id);
      if (!status) return { found: false } as const;
      // A completed booking only travels further back (e.g. until its payout falls due).
      if (status === 'completed') {
        await moveBookingIntoPast(tx, id, endedDaysAgo);
        return { found: true } as const;
      }
      if (status !== 'confirmed') throw new NotCompleted(refusedTransitionMessage(status, 'complete'));
      await moveBookingIntoPast(tx, id, endedDaysAgo);
      const settled = await settleLockedBooking(deps, tx, id);
      if (settled !== 'completed') throw new NotCompleted(refusedTransitionMessage(status, 'complete'));
      return { found: true } as const;
    });
  } catch (error) {
    if (error instanceof NotCompleted) return { found: true, refused: error.message } as const;
    if (isExclusionViolation(error)) return { found: true, refused: PAST_DAYS_TAKEN } as const;
    throw error;
  }
}

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
      if (!isUuid(request.params.id)) return reply.status(404).send();
      const result = await completeBookingNow(deps, request.params.id, request.query.endedDaysAgo);
      if (!result.found) return reply.status(404).send();
      if ('refused' in result) return reply.status(409).send(errorBody('CONFLICT', result.refused));
      return reply.status(204).send();
    },
  );
};
