import { canRenterCancel } from '@setspot/domain/bookings/booking-rules';
import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import {
  type BookingEvent,
  nextStatus,
  refusedTransitionMessage,
} from '@setspot/domain/bookings/booking-status';
import {
  BOOKING_ALREADY_STARTED,
  BOOKING_NOT_FOUND,
  ONLY_THE_OWNER_CAN_ANSWER,
  PAYMENT_CAPTURE_FAILED,
  PAYMENT_NOT_AUTHORIZED,
  PLEASE_PROVIDE_A_REASON_FOR_CANCELLATION,
} from '@setspot/domain/bookings/booking-texts';
import { centsToDecimal } from '@setspot/domain/shared/money';
import { type Outcome, refusal, success } from '@setspot/domain/shared/outcome';
import { notifyBooking } from './booking-notifications.ts';
import { applyChanges, releaseHold, settleOverdue, type TransitionDeps } from './booking-transitions.ts';
import { toBookingFor } from './booking-view.ts';
import { type BookingViewRow, findBookingView, lockBookingView, type Tx } from './bookings.repository.ts';
import { cancellationTerms } from './cancellation-terms.ts';

type Caller = { id: string };
type Step = (tx: Tx, row: BookingViewRow) => Promise<Outcome<BookingViewRow>>;

/**
 * Runs one caller's move on a booking: lock it, hide it from strangers, settle what the clock already
 * decided, check the move against the state machine, then `step`. A refusal still commits what
 * settling wrote (an overdue request stays expired).
 */
function act(
  deps: TransitionDeps,
  caller: Caller,
  bookingId: string,
  event: BookingEvent,
  step: Step,
): Promise<Outcome<Booking>> {
  return deps.db.transaction(async (tx): Promise<Outcome<Booking>> => {
    const locked = await lockBookingView(tx, bookingId);
    if (!locked || (locked.ownerId !== caller.id && locked.renterId !== caller.id)) {
      return refusal('not_found', BOOKING_NOT_FOUND);
    }
    const row = await settleOverdue(deps, tx, locked);
    if (!nextStatus(row.status, event)) {
      return refusal('conflict', refusedTransitionMessage(row.status, event));
    }
    const outcome = await step(tx, row);
    return outcome.ok ? success(toBookingFor(outcome.value, caller.id)) : outcome;
  });
}

/** pending → confirmed: the owner approves; the held card is captured. */
export function approveBooking(deps: TransitionDeps, owner: Caller, bookingId: string) {
  return act(deps, owner, bookingId, 'approve', async (tx, row) => {
    if (row.ownerId !== owner.id) return refusal('forbidden', ONLY_THE_OWNER_CAN_ANSWER);
    if (row.paymentStatus !== 'authorized' || !row.paymentIntentId)
      return refusal('conflict', PAYMENT_NOT_AUTHORIZED);
    try {
      await deps.payments.capture(row.paymentIntentId, { idempotencyKey: `capture-${row.paymentIntentId}` });
    } catch (error) {
      deps.log.error({ err: error, bookingId: row.id }, 'Capturing a payment failed');
      return refusal('payment_failed', PAYMENT_CAPTURE_FAILED);
    }
    const confirmed = await applyChanges(tx, row, {
      status: 'confirmed',
      paymentStatus: 'paid',
      approvedAt: deps.clock.now(),
    });
    await notifyBooking(deps, tx, confirmed, 'approved');
    return success(confirmed);
  });
}

/** pending → rejected with the owner's reason; the hold is released. */
export function rejectBooking(deps: TransitionDeps, owner: Caller, bookingId: string, reason: string) {
  return act(deps, owner, bookingId, 'reject', async (tx, row) => {
    if (row.ownerId !== owner.id) return refusal('forbidden', ONLY_THE_OWNER_CAN_ANSWER);
    await releaseHold(deps, row);
    const rejected = await applyChanges(tx, row, {
      status: 'rejected',
      rejectedAt: deps.clock.now(),
      rejectionReason: reason,
      paymentStatus: row.paymentStatus === 'authorized' ? 'unpaid' : row.paymentStatus,
    });
    await notifyBooking(deps, tx, rejected, 'rejected');
    return success(rejected);
  });
}

/**
 * → cancelled. The renter: a request (hold released) or a confirmed booking before its start,
 * refunded by tier; the owner: a confirmed booking, with a reason, refunded in full.
 */
export async function cancelBooking(
  deps: TransitionDeps,
  caller: Caller,
  bookingId: string,
  reason: string | null,
): Promise<Outcome<Booking>> {
  const byOwner = (await findBookingView(deps.db, bookingId))?.ownerId === caller.id;
  if (byOwner && !reason) return refusal('invalid', PLEASE_PROVIDE_A_REASON_FOR_CANCELLATION);
  return act(deps, caller, bookingId, byOwner ? 'ownerCancel' : 'cancel', async (tx, row) => {
    const now = deps.clock.now();
    if (!byOwner && !canRenterCancel(row, now, row.locationTimeZone)) {
      return refusal('conflict', BOOKING_ALREADY_STARTED);
    }
    const { refundCents, paymentStatus } = cancellationTerms(row, byOwner, now);
    await releaseHold(deps, row);
    if (refundCents && row.paymentIntentId) {
      await deps.payments.refund(row.paymentIntentId, refundCents, {
        idempotencyKey: `refund-${row.paymentIntentId}`,
      });
    }
    const cancelled = await applyChanges(tx, row, {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: byOwner ? 'owner' : 'renter',
      cancellationReason: reason,
      refundAmount: refundCents === null ? null : centsToDecimal(refundCents),
      paymentStatus,
    });
    await notifyBooking(deps, tx, cancelled, 'cancelled');
    return success(cancelled);
  });
}
