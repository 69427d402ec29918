import type { Config } from '../../config.ts';
import { defineMoneyBackJob } from './account-closure.service.ts';
import { settleBooking, type TransitionDeps } from './booking-transitions.ts';
import { findDueBookingIds } from './bookings.repository.ts';

const SETTLE = 'bookings.settle';
const BATCH = 200;

/**
 * Background transitions (architecture sections 2 and 5): a recurring sweep expires requests past their
 * expiry and completes confirmed bookings whose end date is over. It reads what is due from the
 * bookings themselves, so nothing a request, a webhook, the seed or an operator wrote can be missed,
 * and each booking is settled under its row lock, so a sweep run twice changes it once.
 */
export function defineBookingJobs(deps: TransitionDeps & { config: Pick<Config, 'jobs'> }) {
  defineMoneyBackJob(deps);
  deps.jobs.every(SETTLE, deps.config.jobs.settleIntervalMs, async () => {
    for (;;) {
      const due = await findDueBookingIds(deps.db, deps.clock.now(), BATCH);
      for (const id of due) {
        // One booking that cannot be settled must not hold up the others; it is tried again next time.
        await settleBooking(deps, id).catch((error: unknown) => {
          deps.log.error({ err: error, bookingId: id }, 'Settling a booking failed');
        });
      }
      if (due.length < BATCH) return;
    }
  });
}
