import type { AdminBookingDetail, OperatorRefund } from '@setspot/domain/admin/booking-timeline-schemas';
import type { Outcome } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import { refundAfterPayout } from '../payouts/payouts.public.ts';
import type { Operator } from './admin-guard.ts';
import { appendAudit } from './audit.repository.ts';
import { bookingDetail } from './booking-timeline.service.ts';

type RefundDeps = Pick<AppDeps, 'db' | 'payments' | 'payouts' | 'log'>;

/**
 * An operator refunds part or all of a finished booking (completed, or cancelled with money kept),
 * before or after its payout: the payouts module refunds the card and, when the owner was already
 * paid, reverses the transfer by the owner's share (ADR 0047). The audit row is in the same
 * transaction; a booking still to come is cancelled through the state machine instead (cancel).
 */
export async function refundAsOperator(
  deps: RefundDeps,
  operator: Operator,
  bookingId: string,
  request: OperatorRefund,
): Promise<Outcome<AdminBookingDetail>> {
  const done = await deps.db.transaction(async (tx) => {
    const outcome = await refundAfterPayout(deps, tx, {
      bookingId,
      amountCents: request.refundCents,
      reason: request.reason,
    });
    if (!outcome.ok) return outcome;
    await appendAudit(tx, {
      actor: operator,
      action: 'booking.refund',
      targetType: 'booking',
      targetId: bookingId,
      before: null,
      after: { refundCents: outcome.value.refundedCents, reversedCents: outcome.value.reversedCents },
      reason: request.reason,
    });
    return outcome;
  });
  if (!done.ok) return done;
  return bookingDetail(deps, bookingId);
}
