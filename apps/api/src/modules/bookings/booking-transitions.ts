import { isDueForCompletion } from '@setspot/domain/bookings/booking-rules';
import type { AppDeps } from '../../app-deps.ts';
import { notifyBooking } from './booking-notifications.ts';
import {
  type BookingChanges,
  type BookingViewRow,
  lockBookingView,
  type Tx,
  updateBooking,
} from './bookings.repository.ts';

/**
 * The one way a booking changes (API, webhooks and jobs alike): under its row lock, checked against
 * the domain's state machine (booking-status.ts), money moved through the payments adapter before
 * the new state is written, emails queued in the same transaction.
 */
export type TransitionDeps = Pick<
  AppDeps,
  'db' | 'payments' | 'jobs' | 'outbox' | 'config' | 'clock' | 'log'
>;

/** Writes `changes` and returns the row as it now is. */
export async function applyChanges(
  tx: Tx,
  row: BookingViewRow,
  changes: BookingChanges,
): Promise<BookingViewRow> {
  await updateBooking(tx, row.id, changes);
  return { ...row, ...changes } as BookingViewRow;
}

/**
 * Releases the card hold of a booking that will not be captured. The key makes a repeat (a job run
 * again after a crash) release it once.
 */
export async function releaseHold(deps: Pick<AppDeps, 'payments'>, row: BookingViewRow) {
  if (row.paymentStatus !== 'authorized' || !row.paymentIntentId) return;
  await deps.payments.cancelAuthorization(row.paymentIntentId, {
    idempotencyKey: `release-${row.paymentIntentId}`,
  });
}

/** pending → expired: the request lapsed (DESIGN section 5); its hold is released. */
async function expire(deps: TransitionDeps, tx: Tx, row: BookingViewRow) {
  await releaseHold(deps, row);
  const expired = await applyChanges(tx, row, {
    status: 'expired',
    paymentStatus: row.paymentStatus === 'authorized' ? 'unpaid' : row.paymentStatus,
  });
  await notifyBooking(deps, tx, expired, 'expired');
  return expired;
}

/**
 * Brings a locked booking up to date with the clock before anyone acts on it: a request past its
 * expiry expires and a confirmed booking past its end completes, exactly as their jobs would, so a
 * late job never lets an owner approve an expired request.
 */
export async function settleOverdue(
  deps: TransitionDeps,
  tx: Tx,
  row: BookingViewRow,
): Promise<BookingViewRow> {
  const now = deps.clock.now();
  if (row.status === 'pending' && row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
    return expire(deps, tx, row);
  }
  if (isDueForCompletion(row, now, row.locationTimeZone))
    return applyChanges(tx, row, { status: 'completed' });
  return row;
}

/** Settles one booking if the clock has made it due (the settle sweep); otherwise nothing. */
export async function settleBooking(deps: TransitionDeps, bookingId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockBookingView(tx, bookingId);
    if (row) await settleOverdue(deps, tx, row);
  });
}
