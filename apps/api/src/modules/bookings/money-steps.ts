import { paymentStatusAfterRefund } from '@setspot/domain/bookings/booking-rules';
import { PAYMENT_RELEASE_FAILED } from '@setspot/domain/bookings/booking-texts';
import { UNPAID_REQUEST_TTL_MS } from '@setspot/domain/common/constants';
import { centsToDecimal } from '@setspot/domain/common/money';
import type { RemotePayment } from '../../adapters/payments/payment-provider.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { chargedCents, recordBookingMoney } from '../payouts/payouts.public.ts';
import { notifyBooking } from './booking-notifications.ts';
import { type BookingChanges, type BookingViewRow, updateBooking } from './bookings.repository.ts';
import { transition } from './transition.ts';

/**
 * Money steps and their recovery. A step runs under the booking's row lock, before the new state is
 * committed; a process that dies in between leaves the payment moved and the booking not. Every step
 * therefore carries a key made of the payment and the step (a repeat moves nothing again) and answers
 * with the state the payment is in, and when that state shows an earlier step went through, the
 * booking is brought to match it (`matchRemote`) instead of the step failing.
 */
export type MoneyDeps = Pick<AppDeps, 'payments' | 'outbox' | 'config' | 'clock' | 'log'>;

export const captureKey = (paymentIntentId: string) => `capture-${paymentIntentId}`;
export const releaseKey = (paymentIntentId: string) => `release-${paymentIntentId}`;
export const refundKey = (paymentIntentId: string) => `refund-${paymentIntentId}`;

/**
 * A money step that did not happen, with the words a person reads (never the provider's). The
 * booking's move stops; callers answer it as a refusal, a sweep logs it and tries again later.
 */
export class MoneyStepFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MoneyStepFailed';
  }
}

/** Runs a provider call; any failure of it becomes a MoneyStepFailed saying `failure`. */
export async function moneyStep(
  deps: Pick<AppDeps, 'log'>,
  row: { id: string },
  failure: string,
  call: () => Promise<RemotePayment>,
): Promise<RemotePayment> {
  try {
    return await call();
  } catch (error) {
    deps.log.error({ err: error, bookingId: row.id }, 'A payment step failed');
    throw new MoneyStepFailed(failure, { cause: error });
  }
}

/** Writes `changes` that leave the status as it is (transition() moves it) and returns the row as it now is. */
export async function applyChanges(
  tx: Tx,
  row: BookingViewRow,
  changes: Omit<BookingChanges, 'status'>,
): Promise<BookingViewRow> {
  await updateBooking(tx, row.id, changes);
  await recordBookingMoney(tx, row, changes);
  return { ...row, ...changes };
}

/**
 * Releases the card hold of a booking that will not be captured. Answers null when there was none,
 * 'released' when it is released (now or by an earlier attempt), or the captured state when the
 * owner's approval had already charged it (its commit lost): the caller then matches the booking to it.
 */
export async function releaseHold(
  deps: Pick<AppDeps, 'payments' | 'log'>,
  row: BookingViewRow,
): Promise<RemotePayment | null> {
  const paymentIntentId = row.paymentIntentId;
  if (row.paymentStatus !== 'authorized' || !paymentIntentId) return null;
  const remote = await moneyStep(deps, row, PAYMENT_RELEASE_FAILED, () =>
    deps.payments.cancelAuthorization(paymentIntentId, { idempotencyKey: releaseKey(paymentIntentId) }),
  );
  if (remote.state === 'held') {
    throw new MoneyStepFailed(PAYMENT_RELEASE_FAILED);
  }
  return remote;
}

/**
 * Brings a booking to the state its payment is in at the provider when the two differ because a
 * step's commit was lost: a captured hold means the owner's approval went through (confirmed, and the
 * renter gets the approval and receipt they are owed); a refund means a cancellation went through;
 * a released hold on a waiting request leaves it waiting for a new payment, for the short life of an
 * unpaid request. Returns the booking as it now is (unchanged when the two agree).
 */
export async function matchRemote(
  deps: MoneyDeps,
  tx: Tx,
  row: BookingViewRow,
  remote: RemotePayment,
  cancelledBy: 'renter' | 'owner' = 'renter',
): Promise<BookingViewRow> {
  const now = deps.clock.now();
  const open = row.status === 'pending' || row.status === 'confirmed';
  let matched: BookingViewRow | null = null;
  if (remote.state === 'captured' && remote.refundedCents > 0 && open) {
    const refunded = remote.refundedCents;
    // A cancellation went through: the owner's, of a confirmed booking, or the renter's.
    const event = cancelledBy === 'owner' && row.status === 'confirmed' ? 'ownerCancel' : 'cancel';
    matched = await transition(tx, row, event, {
      cancelledAt: now,
      cancelledBy,
      refundAmount: centsToDecimal(refunded),
      paymentStatus: paymentStatusAfterRefund(chargedCents(row), refunded),
    });
    await notifyBooking(deps, tx, matched, 'cancelled');
  } else if (remote.state === 'captured' && row.status === 'pending') {
    matched = await transition(tx, row, 'approve', { paymentStatus: 'paid', approvedAt: now });
    await notifyBooking(deps, tx, matched, 'approved');
  } else if (remote.state === 'released' && row.status === 'pending' && row.paymentStatus === 'authorized') {
    const unpaidUntil = new Date(now.getTime() + UNPAID_REQUEST_TTL_MS);
    const expiresAt = row.expiresAt && row.expiresAt < unpaidUntil ? row.expiresAt : unpaidUntil;
    matched = await applyChanges(tx, row, { paymentStatus: 'unpaid', expiresAt });
  }
  if (!matched) return row;
  deps.log.warn(
    { bookingId: row.id, from: [row.status, row.paymentStatus], to: [matched.status, matched.paymentStatus] },
    'A booking was brought to match its payment at the provider',
  );
  return matched;
}
