import { isDueForCompletion } from '@setspot/domain/bookings/booking-rules';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { notifyBooking } from './booking-notifications.ts';
import { type BookingViewRow, lockBookingView } from './bookings.repository.ts';
import { matchRemote, moneyStep, releaseHold } from './money-steps.ts';
import { transition } from './transition.ts';

/**
 * What the clock decides (API, webhooks and jobs alike): under the booking's row lock, money moved
 * through the payments adapter before the new state is written by transition() (transition.ts),
 * emails queued in the same transaction.
 */
export type TransitionDeps = Pick<
  AppDeps,
  'db' | 'payments' | 'jobs' | 'outbox' | 'config' | 'clock' | 'log'
>;

const PAYMENT_CHECK_FAILED = 'The payment could not be checked before the booking was completed';

/**
 * pending → expired: the request lapsed (architecture section 5); its hold is released. When the hold turns
 * out to be captured already (an approval whose commit was lost), the booking is confirmed instead.
 */
async function expire(deps: TransitionDeps, tx: Tx, row: BookingViewRow) {
  const remote = await releaseHold(deps, row);
  if (remote?.state === 'captured') return matchRemote(deps, tx, row, remote);
  const expired = await transition(tx, row, 'expire', {
    paymentStatus: row.paymentStatus === 'authorized' ? 'unpaid' : row.paymentStatus,
  });
  await notifyBooking(deps, tx, expired, 'expired');
  return expired;
}

/**
 * confirmed → completed once its end is over. A card payment is checked first: a refund found there
 * is a cancellation whose commit was lost, and the booking is cancelled to match instead.
 */
async function complete(deps: TransitionDeps, tx: Tx, row: BookingViewRow) {
  const paymentIntentId = row.paymentIntentId;
  if (paymentIntentId && row.paymentStatus === 'paid' && row.paymentProvider === deps.payments.kind) {
    const remote = await moneyStep(deps, row, PAYMENT_CHECK_FAILED, () =>
      deps.payments.retrieve(paymentIntentId),
    );
    if (remote.state === 'captured' && remote.refundedCents > 0) return matchRemote(deps, tx, row, remote);
  }
  return transition(tx, row, 'complete');
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
  if (isDueForCompletion(row, now, row.locationTimeZone)) return complete(deps, tx, row);
  return row;
}

/**
 * Settles one booking inside the caller's transaction (the development time travel moves its days
 * first) and answers its status after, or null when there is none.
 */
export async function settleLockedBooking(deps: TransitionDeps, tx: Tx, bookingId: string) {
  const row = await lockBookingView(tx, bookingId);
  return row ? (await settleOverdue(deps, tx, row)).status : null;
}

/**
 * Settles one booking if the clock has made it due (the settle sweep); otherwise nothing. A money step
 * that fails throws, and the sweep tries again on its next run.
 */
export async function settleBooking(deps: TransitionDeps, bookingId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockBookingView(tx, bookingId);
    if (row) await settleOverdue(deps, tx, row);
  });
}
