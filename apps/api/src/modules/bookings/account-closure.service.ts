import { canRenterCancel } from '@setspot/domain/bookings/booking-rules';
import { nextStatus } from '@setspot/domain/bookings/booking-status';
import { centsToDecimal } from '@setspot/domain/common/money';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { chargedCents } from '../payouts/payouts.public.ts';
import { notifyBooking } from './booking-notifications.ts';
import { settleOverdue, type TransitionDeps } from './booking-transitions.ts';
import { findOpenBookingIdsOfParty, lockBookingView } from './bookings.repository.ts';
import { cancellationTerms } from './cancellation-terms.ts';
import { refundKey, releaseKey } from './money-steps.ts';
import { transition } from './transition.ts';

const MONEY_BACK = 'bookings.money-back';
const moneyBackSchema = z.object({
  bookingId: z.string(),
  paymentIntentId: z.string(),
  release: z.boolean(),
  refundCents: z.number().int().positive().nullable(),
  /** What was charged, should a released request turn out to have been captured (see below). */
  totalCents: z.number().int().positive().optional(),
});

export const RENTER_CLOSED_ACCOUNT = 'The filmmaker deleted their SetSpot account.';
export const OWNER_CLOSED_ACCOUNT = 'The owner deleted their SetSpot account.';

/** Why a party's bookings end, as each side reads it, and whether the renter gets all of it back. */
export type PartyCancellation = { ownerReason: string; renterReason: string; fullRefund: boolean };
const CLOSING_ACCOUNT: PartyCancellation = {
  ownerReason: OWNER_CLOSED_ACCOUNT,
  renterReason: RENTER_CLOSED_ACCOUNT,
  fullRefund: false,
};

/**
 * Gives the card money back for a booking cancelled when an account closed. The cancellation
 * committed first with this job in it, so a crash between the two loses nothing: the job runs again,
 * and the idempotency keys (the same ones a normal cancellation uses) move the money once.
 */
export function defineMoneyBackJob(deps: Pick<AppDeps, 'jobs' | 'payments'>) {
  deps.jobs.define(MONEY_BACK, async (job) => {
    const { paymentIntentId, release, refundCents, totalCents } = moneyBackSchema.parse(job.payload);
    let refund = refundCents;
    if (release) {
      const remote = await deps.payments.cancelAuthorization(paymentIntentId, {
        idempotencyKey: releaseKey(paymentIntentId),
      });
      // The owner's approval had charged the card (its commit lost): the request was cancelled, so
      // all of it goes back.
      if (remote.state === 'captured' && remote.refundedCents === 0 && totalCents) refund = totalCents;
    }
    if (refund) {
      await deps.payments.refund(paymentIntentId, refund, { idempotencyKey: refundKey(paymentIntentId) });
    }
  });
}

/**
 * In the transaction that deletes the account of `userId` (architecture section 2): every request and every
 * booking still to come is cancelled, as the renter would (refund by the policy; a booking under way
 * runs its course) or as the owner would (full refund, the listing is gone). Both parties are emailed
 * from the same transaction; the money moves in a job queued with it. Returns how many were cancelled.
 * An operator's suspension ends them the same way, with its own reasons and a full refund (`why`).
 */
export async function cancelBookingsOfClosingAccount(
  deps: TransitionDeps,
  tx: Tx,
  userId: string,
  why: PartyCancellation = CLOSING_ACCOUNT,
): Promise<number> {
  let cancelled = 0;
  for (const id of await findOpenBookingIdsOfParty(tx, userId)) {
    const locked = await lockBookingView(tx, id);
    if (!locked) continue;
    const row = await settleOverdue(deps, tx, locked);
    const now = deps.clock.now();
    const asOwner = row.ownerId === userId;
    if (!nextStatus(row.status, 'closeAccount')) continue;
    if (!asOwner && !canRenterCancel(row, now, row.locationTimeZone)) continue;

    const { refundCents, paymentStatus } = cancellationTerms(row, asOwner || why.fullRefund, now);
    const release = row.paymentStatus === 'authorized';
    const refund = refundCents && refundCents > 0 ? refundCents : null;
    if (row.paymentIntentId && (release || refund)) {
      await deps.jobs.enqueue(tx, MONEY_BACK, {
        bookingId: row.id,
        paymentIntentId: row.paymentIntentId,
        release,
        refundCents: refund,
        totalCents: chargedCents(row),
      });
    }
    const changed = await transition(tx, row, 'closeAccount', {
      cancelledAt: now,
      cancelledBy: asOwner ? 'owner' : 'renter',
      cancellationReason: asOwner ? why.ownerReason : why.renterReason,
      refundAmount: refundCents === null ? null : centsToDecimal(refundCents),
      paymentStatus,
    });
    await notifyBooking(deps, tx, changed, 'cancelled');
    cancelled += 1;
  }
  return cancelled;
}
