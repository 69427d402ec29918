import { canRenterCancel, paymentStatusAfterRefund } from '@setspot/domain/bookings/booking-rules';
import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { type BookingEvent, refusedTransitionMessage } from '@setspot/domain/bookings/booking-status';
import {
  APPROVED_BEFORE_CANCEL,
  BOOKING_ALREADY_STARTED,
  BOOKING_NOT_FOUND,
  HOLD_RELEASED_BEFORE_APPROVAL,
  ONLY_THE_OWNER_CAN_ANSWER,
  PAYMENT_CAPTURE_FAILED,
  PAYMENT_NOT_AUTHORIZED,
  PAYMENT_REFUND_FAILED,
  PLEASE_PROVIDE_A_REASON_FOR_CANCELLATION,
} from '@setspot/domain/bookings/booking-texts';
import { centsToDecimal } from '@setspot/domain/common/money';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { Tx } from '../../db/client.ts';
import { chargedCents } from '../payouts/payouts.public.ts';
import { notifyBooking } from './booking-notifications.ts';
import { settleOverdue, type TransitionDeps } from './booking-transitions.ts';
import { isPartyTo, toBookingFor } from './booking-view.ts';
import {
  type BookingParties,
  type BookingViewRow,
  findBookingView,
  lockBookingWithParties,
} from './bookings.repository.ts';
import { cancellationTerms } from './cancellation-terms.ts';
import {
  captureKey,
  MoneyStepFailed,
  matchRemote,
  moneyStep,
  refundKey,
  releaseHold,
} from './money-steps.ts';
import { assertAllowed, TransitionRefused, transition } from './transition.ts';

type Caller = { id: string };
type Step = (tx: Tx, row: BookingViewRow, parties: BookingParties) => Promise<Outcome<BookingViewRow>>;

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
    const locked = await lockBookingWithParties(tx, bookingId);
    if (!locked || !isPartyTo(locked.row, caller.id)) return refusal('not_found', BOOKING_NOT_FOUND);
    try {
      const row = await settleOverdue(deps, tx, locked.row);
      // Checked before `step` moves any money; transition() checks again when it writes.
      assertAllowed(row, event);
      const outcome = await step(tx, row, locked.parties);
      return outcome.ok ? success(toBookingFor(outcome.value, caller.id)) : outcome;
    } catch (error) {
      // The provider did not move the money: nothing was written after the lock, the person may retry.
      if (error instanceof MoneyStepFailed) return refusal('payment_failed', error.message);
      if (error instanceof TransitionRefused) return refusal('conflict', error.message);
      throw error;
    }
  });
}

/** pending → confirmed: the owner approves; the held card is captured. */
export function approveBooking(deps: TransitionDeps, owner: Caller, bookingId: string) {
  return act(deps, owner, bookingId, 'approve', async (tx, row, parties) => {
    if (row.ownerId !== owner.id) return refusal('forbidden', ONLY_THE_OWNER_CAN_ANSWER);
    if (row.paymentStatus !== 'authorized' || !row.paymentIntentId)
      return refusal('conflict', PAYMENT_NOT_AUTHORIZED);
    const paymentIntentId = row.paymentIntentId;
    const remote = await moneyStep(deps, row, PAYMENT_CAPTURE_FAILED, () =>
      deps.payments.capture(paymentIntentId, { idempotencyKey: captureKey(paymentIntentId) }),
    );
    if (remote.state === 'held') return refusal('payment_failed', PAYMENT_CAPTURE_FAILED);
    if (remote.state === 'released' || remote.refundedCents > 0) {
      // Another step's commit was lost: the hold is gone (or even refunded), so nothing can be charged.
      const matched = await matchRemote(deps, tx, row, remote);
      return refusal(
        'conflict',
        matched.status === 'pending'
          ? HOLD_RELEASED_BEFORE_APPROVAL
          : refusedTransitionMessage(matched.status, 'approve'),
      );
    }
    const confirmed = await transition(tx, row, 'approve', {
      paymentStatus: 'paid',
      approvedAt: deps.clock.now(),
    });
    await notifyBooking(deps, tx, confirmed, 'approved', parties);
    return success(confirmed);
  });
}

/** pending → rejected with the owner's reason; the hold is released. */
export function rejectBooking(deps: TransitionDeps, owner: Caller, bookingId: string, reason: string) {
  return act(deps, owner, bookingId, 'reject', async (tx, row, parties) => {
    if (row.ownerId !== owner.id) return refusal('forbidden', ONLY_THE_OWNER_CAN_ANSWER);
    const remote = await releaseHold(deps, row);
    if (remote?.state === 'captured') {
      // The owner's earlier approval went through at the provider: the booking is confirmed.
      const matched = await matchRemote(deps, tx, row, remote);
      return refusal('conflict', refusedTransitionMessage(matched.status, 'reject'));
    }
    const rejected = await transition(tx, row, 'reject', {
      rejectedAt: deps.clock.now(),
      rejectionReason: reason,
      paymentStatus: row.paymentStatus === 'authorized' ? 'unpaid' : row.paymentStatus,
    });
    await notifyBooking(deps, tx, rejected, 'rejected', parties);
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
  const found = await findBookingView(deps.db, bookingId);
  const byOwner = found !== null && found.ownerId === caller.id && isPartyTo(found, caller.id);
  if (byOwner && !reason) return refusal('invalid', PLEASE_PROVIDE_A_REASON_FOR_CANCELLATION);
  return act(deps, caller, bookingId, byOwner ? 'ownerCancel' : 'cancel', async (tx, row, parties) => {
    const now = deps.clock.now();
    if (!byOwner && !canRenterCancel(row, now, row.locationTimeZone)) {
      return refusal('conflict', BOOKING_ALREADY_STARTED);
    }
    const terms = cancellationTerms(row, byOwner, now);
    const remote = await releaseHold(deps, row);
    if (remote?.state === 'captured') {
      // The owner approved meanwhile (its commit was lost): the terms of a confirmed booking apply now.
      await matchRemote(deps, tx, row, remote);
      return refusal('conflict', APPROVED_BEFORE_CANCEL);
    }
    const { refundCents, paymentStatus } = await refundByTerms(deps, row, terms);
    const cancelled = await transition(tx, row, byOwner ? 'ownerCancel' : 'cancel', {
      cancelledAt: now,
      cancelledBy: byOwner ? 'owner' : 'renter',
      cancellationReason: reason,
      refundAmount: refundCents === null ? null : centsToDecimal(refundCents),
      paymentStatus,
    });
    await notifyBooking(deps, tx, cancelled, 'cancelled', parties);
    return success(cancelled);
  });
}

/**
 * Sends a cancellation's refund. When an earlier attempt already refunded the payment (its commit was
 * lost), what went back then is the refund: a payment is refunded once.
 */
async function refundByTerms(
  deps: TransitionDeps,
  row: BookingViewRow,
  terms: ReturnType<typeof cancellationTerms>,
): Promise<ReturnType<typeof cancellationTerms>> {
  const paymentIntentId = row.paymentIntentId;
  if (!terms.refundCents || !paymentIntentId) return terms;
  const wanted = terms.refundCents;
  const remote = await moneyStep(deps, row, PAYMENT_REFUND_FAILED, () =>
    deps.payments.refund(paymentIntentId, wanted, { idempotencyKey: refundKey(paymentIntentId) }),
  );
  if (remote.state !== 'captured' || remote.refundedCents <= 0)
    throw new MoneyStepFailed(PAYMENT_REFUND_FAILED);
  if (remote.refundedCents === wanted) return terms;
  return {
    refundCents: remote.refundedCents,
    paymentStatus: paymentStatusAfterRefund(chargedCents(row), remote.refundedCents),
  };
}
