import type { AdminBookingDetail, OperatorCancel } from '@setspot/domain/admin/booking-timeline-schemas';
import { toCents } from '@setspot/domain/common/money';
import { type Outcome, refusal } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import { cancelBookingAsOperator, MoneyStepFailed, TransitionRefused } from '../bookings/bookings.public.ts';
import type { Operator } from './admin-guard.ts';
import { appendAudit } from './audit.repository.ts';
import { bookingDetail } from './booking-timeline.service.ts';

type CancelDeps = Pick<AppDeps, 'db' | 'outbox' | 'config' | 'clock' | 'payments' | 'log' | 'jobs'>;

/**
 * An operator cancels a request or a booking still to come with a refund they choose and a reason:
 * the bookings module's own lock, money step, state machine and ledger, both sides emailed, and the
 * audit row in the same transaction. A booking already completed (its payout may have gone out) is
 * refused by the state machine; nothing takes a payout back yet (ADR 0048).
 */
export async function cancelAsOperator(
  deps: CancelDeps,
  operator: Operator,
  bookingId: string,
  request: OperatorCancel,
): Promise<Outcome<AdminBookingDetail>> {
  try {
    const done = await deps.db.transaction(async (tx) => {
      const outcome = await cancelBookingAsOperator(deps, tx, bookingId, request);
      if (!outcome.ok) return outcome;
      const { before, after } = outcome.value;
      await appendAudit(tx, {
        actor: operator,
        action: 'booking.cancel',
        targetType: 'booking',
        targetId: bookingId,
        before: { status: before.status, paymentStatus: before.paymentStatus },
        after: {
          status: after.status,
          paymentStatus: after.paymentStatus,
          refundCents: after.refundAmount === null ? null : toCents(after.refundAmount),
        },
        reason: request.reason,
      });
      return outcome;
    });
    if (!done.ok) return done;
  } catch (error) {
    if (error instanceof MoneyStepFailed) return refusal('payment_failed', error.message);
    if (error instanceof TransitionRefused) return refusal('conflict', error.message);
    throw error;
  }
  return bookingDetail(deps, bookingId);
}
