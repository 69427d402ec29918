import { z } from 'zod';
import { JOB_COMPLETE, JOB_EXPIRE, settleBooking, type TransitionDeps } from './booking-transitions.ts';

const payloadSchema = z.object({ bookingId: z.uuid() });

/** Background transitions (DESIGN section 2): requests expire, confirmed bookings complete. */
export function defineBookingJobs(deps: TransitionDeps) {
  for (const kind of [JOB_EXPIRE, JOB_COMPLETE] as const) {
    deps.jobs.define(kind, async (job) =>
      settleBooking(deps, payloadSchema.parse(job.payload).bookingId, kind),
    );
  }
}
