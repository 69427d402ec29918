import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { feeCents } from '@setspot/domain/payments/fees';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { bookingMoney } from './booking-money.ts';
import { insertMovement } from './ledger.repository.ts';
import {
  connectedAccount,
  NO_OWNER,
  ownerAccount,
  PLATFORM_FEES,
  RENTER_CARD,
  SERVICE_FEES,
} from './ledger-accounts.ts';
import { findTransfer } from './payouts.repository.ts';
import { bookingShares, lockBookingMoney } from './refunds.repository.ts';

export type OperatorRefund = { bookingId: string; amountCents: number; reason: string };
export type OperatorRefundResult = { refundedCents: number; reversedCents: number; movementKey: string };
type RefundDeps = Pick<AppDeps, 'payments' | 'payouts' | 'log'>;

export const NOTHING_TO_REFUND = 'This booking has no captured payment to refund.';
export const REFUND_TOO_LARGE = 'The refund is more than what is left of the payment.';
export const NOT_FINISHED =
  'Only a finished booking is refunded this way; a booking still to come is cancelled instead.';

/**
 * An operator's refund of a finished booking (completed, or cancelled with money kept), before or
 * after its payout (docs/decisions/0047), in
 * the caller's transaction. The renter's card gets `amountCents` back; the refund comes out of the
 * booking fee first and the service fee beyond it, the owner and SetSpot giving back their shares
 * of what is refunded by the capture's rounding. The owner's part comes from their earnings still
 * with SetSpot, and the rest by reversing the booking's transfer to their payout account. Provider
 * calls carry keys of the ledger movements (the n-th operator refund of the booking), so a repeat
 * after a crash moves nothing twice. The booking's own status is the caller's to change; this writes
 * the money only (a change of payment status through the bookings module would refund again).
 * Public: the operator console's refund calls it (re-exported by payouts.public.ts).
 * @public
 */
export async function refundAfterPayout(
  deps: RefundDeps,
  tx: Tx,
  refund: OperatorRefund,
): Promise<Outcome<OperatorRefundResult>> {
  const booking = await lockBookingMoney(tx, refund.bookingId);
  if (!booking?.payment_intent_id) return refusal('conflict', NOTHING_TO_REFUND);
  // An open booking whose card shows a refund it did not record is taken for a cancellation whose
  // commit was lost (bookings/money-steps.ts matchRemote): only finished bookings are refunded here.
  if (booking.status !== 'completed' && booking.status !== 'cancelled')
    return refusal('conflict', NOT_FINISHED);
  const money = bookingMoney({
    totalPrice: booking.total_price,
    serviceFee: booking.service_fee,
    platformFeePercent: booking.platform_fee_percent,
  });
  const now = await bookingShares(tx, refund.bookingId);
  if (!now.captured) return refusal('conflict', NOTHING_TO_REFUND);
  const refundedBefore = money.chargedCents + now.renterCard;
  const refundable = money.chargedCents - refundedBefore;
  if (!Number.isSafeInteger(refund.amountCents) || refund.amountCents <= 0 || refund.amountCents > refundable)
    return refusal('invalid', REFUND_TOO_LARGE);

  // Shares after all refunds so far and this one, by the capture's rounding (as booking-money.ts).
  const refundedAfter = refundedBefore + refund.amountCents;
  const kept = Math.max(money.bookingFeeCents - refundedAfter, 0);
  const keptFee = feeCents(kept, money.platformFeePercent);
  const serviceKept = money.serviceFeeCents - Math.max(refundedAfter - money.bookingFeeCents, 0);
  const fromOwner = now.owner - (kept - keptFee);
  const fromPlatform = now.platform - keptFee;
  const fromService = now.service - serviceKept;
  const toReverse = Math.max(fromOwner - Math.max(now.ownerHeld, 0), 0);

  const n = now.operatorRefunds + 1;
  const owner = now.ownerId ?? NO_OWNER;
  const movementKey = `operator_refund:${refund.bookingId}:${n}`;
  await deps.payments.refund(booking.payment_intent_id, refund.amountCents, {
    idempotencyKey: `operator-refund-${refund.bookingId}-${n}`,
  });
  const transfer = toReverse > 0 ? await findTransfer(tx, refund.bookingId) : null;
  if (transfer) {
    const reversalKey = `reversal:${refund.bookingId}:${n}`;
    await deps.payouts.reverseTransfer(transfer.providerTransferId, toReverse, {
      idempotencyKey: `reversal-${refund.bookingId}-${n}`,
      ledgerKey: reversalKey,
    });
    await insertMovement(
      tx,
      { key: reversalKey, kind: 'reversal', bookingId: refund.bookingId, ownerId: now.ownerId },
      [
        { account: connectedAccount(owner), amountCents: -toReverse },
        { account: ownerAccount(owner), amountCents: toReverse },
      ],
    );
  }
  await insertMovement(
    tx,
    { key: movementKey, kind: 'refund', bookingId: refund.bookingId, ownerId: now.ownerId },
    [
      { account: RENTER_CARD, amountCents: refund.amountCents },
      { account: ownerAccount(owner), amountCents: -fromOwner },
      { account: PLATFORM_FEES, amountCents: -fromPlatform, kind: 'platform_fee' },
      { account: SERVICE_FEES, amountCents: -fromService, kind: 'service_fee' },
    ],
  );
  deps.log.info(
    {
      bookingId: refund.bookingId,
      amountCents: refund.amountCents,
      reversedCents: transfer ? toReverse : 0,
      reason: refund.reason,
    },
    'Operator refund recorded',
  );
  return success({ refundedCents: refund.amountCents, reversedCents: transfer ? toReverse : 0, movementKey });
}
