import { PAYMENT_REFUND_FAILED } from '@setspot/domain/bookings/booking-texts';
import { CLAIM_NEEDS_CANCELLATION, CLAIM_NEEDS_PAYMENT } from '@setspot/domain/bookings/claim-texts';
import { centsToDecimal, toCents } from '@setspot/domain/common/money';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { Tx } from '../../db/client.ts';
import { chargedCents } from '../payouts/payouts.public.ts';
import { lockBookingView } from './bookings.repository.ts';
import { applyChanges, type MoneyDeps, MoneyStepFailed, moneyStep } from './money-steps.ts';

type FullRefund = { chargedCents: number; earlierCents: number; addedCents: number };

/**
 * Gives a cancelled booking's renter the rest of what they paid, service fee included (an approved
 * pardonable-event claim, ADR 0048). The status stays 'cancelled': only the payment moves, by the same
 * money step and ledger write (applyChanges → recordBookingMoney) every cancellation uses. `key`
 * makes the provider call happen once, so a retry after a lost commit gives nothing twice.
 * Throws MoneyStepFailed when the provider did not move the money (the caller's transaction rolls back).
 */
export async function refundCancelledBookingInFull(
  deps: MoneyDeps,
  tx: Tx,
  bookingId: string,
  key: string,
): Promise<Outcome<FullRefund>> {
  const row = await lockBookingView(tx, bookingId);
  if (row?.status !== 'cancelled') return refusal('conflict', CLAIM_NEEDS_CANCELLATION);
  const paid = row.paymentStatus === 'paid' || row.paymentStatus === 'partially_refunded';
  const paymentIntentId = row.paymentIntentId;
  if (!paymentIntentId || (!paid && row.paymentStatus !== 'refunded')) {
    return refusal('conflict', CLAIM_NEEDS_PAYMENT);
  }
  const charged = chargedCents(row);
  const earlierCents = row.refundAmount ? toCents(row.refundAmount) : 0;
  const addedCents = charged - earlierCents;
  if (addedCents <= 0) return success({ chargedCents: charged, earlierCents, addedCents: 0 });
  const remote = await moneyStep(deps, row, PAYMENT_REFUND_FAILED, () =>
    deps.payments.refund(paymentIntentId, addedCents, { idempotencyKey: key }),
  );
  if (remote.state !== 'captured' || remote.refundedCents < charged) {
    throw new MoneyStepFailed(PAYMENT_REFUND_FAILED);
  }
  await applyChanges(tx, row, { refundAmount: centsToDecimal(charged), paymentStatus: 'refunded' });
  return success({ chargedCents: charged, earlierCents, addedCents });
}
