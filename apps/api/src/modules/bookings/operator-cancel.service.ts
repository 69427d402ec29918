import { paymentStatusAfterRefund } from '@setspot/domain/bookings/booking-rules';
import { APPROVED_BEFORE_CANCEL, PAYMENT_REFUND_FAILED } from '@setspot/domain/bookings/booking-texts';
import { centsToDecimal } from '@setspot/domain/common/money';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { Tx } from '../../db/client.ts';
import { chargedCents } from '../payouts/payouts.public.ts';
import { notifyBooking } from './booking-notifications.ts';
import { settleOverdue, type TransitionDeps } from './booking-transitions.ts';
import { type BookingViewRow, lockBookingView } from './bookings.repository.ts';
import { MoneyStepFailed, matchRemote, moneyStep, refundKey, releaseHold } from './money-steps.ts';
import { assertAllowed, transition } from './transition.ts';

const REFUND_TOO_LARGE = (chargedDollars: string) =>
  `The refund cannot be more than what was charged ($${chargedDollars}).`;

/**
 * An operator cancels a request or a booking still to come (ADR 0048), in the caller's transaction
 * (which also writes the audit row): a held card is released; a charged one is refunded `refundCents`
 * (0 to all of it, service fee included). The same lock, money step, transition and ledger as a
 * party's cancellation, and both sides are emailed. Throws TransitionRefused or MoneyStepFailed
 * (nothing written); the caller answers them.
 */
export async function cancelBookingAsOperator(
  deps: TransitionDeps,
  tx: Tx,
  bookingId: string,
  request: { refundCents: number; reason: string },
): Promise<Outcome<{ before: BookingViewRow; after: BookingViewRow }>> {
  const locked = await lockBookingView(tx, bookingId);
  if (!locked) return refusal('not_found', 'Booking not found');
  const row = await settleOverdue(deps, tx, locked);
  assertAllowed(row, 'operatorCancel');
  const charged = row.paymentStatus === 'paid' ? chargedCents(row) : 0;
  if (request.refundCents > charged) return refusal('invalid', REFUND_TOO_LARGE(centsToDecimal(charged)));
  const remote = await releaseHold(deps, row);
  if (remote?.state === 'captured') {
    // The owner's approval went through meanwhile: ask again with the booking as it now is.
    await matchRemote(deps, tx, row, remote);
    return refusal('conflict', APPROVED_BEFORE_CANCEL);
  }
  let refundCents: number | null = row.paymentStatus === 'paid' ? request.refundCents : null;
  const paymentIntentId = row.paymentIntentId;
  if (refundCents && paymentIntentId) {
    const wanted = refundCents;
    const refunded = await moneyStep(deps, row, PAYMENT_REFUND_FAILED, () =>
      deps.payments.refund(paymentIntentId, wanted, { idempotencyKey: refundKey(paymentIntentId) }),
    );
    if (refunded.state !== 'captured' || refunded.refundedCents <= 0)
      throw new MoneyStepFailed(PAYMENT_REFUND_FAILED);
    refundCents = refunded.refundedCents;
  }
  const paymentStatus =
    refundCents !== null
      ? paymentStatusAfterRefund(charged, refundCents)
      : row.paymentStatus === 'authorized'
        ? 'unpaid'
        : row.paymentStatus;
  const after = await transition(tx, row, 'operatorCancel', {
    cancelledAt: deps.clock.now(),
    cancelledBy: 'operator',
    cancellationReason: request.reason,
    refundAmount: refundCents === null ? null : centsToDecimal(refundCents),
    paymentStatus,
  });
  await notifyBooking(deps, tx, after, 'cancelled');
  return success({ before: row, after });
}
