import type { PaymentEvent } from '../../adapters/payments/payment-provider.ts';
import type { AppDeps } from '../../app-deps.ts';
import { recordAuthorization, recordPaymentFailure } from '../bookings/bookings.public.ts';
import { recordPaymentEvent } from './payment-events.repository.ts';

type EventDeps = Pick<AppDeps, 'db' | 'payments' | 'jobs' | 'outbox' | 'config' | 'clock' | 'log'>;

/**
 * Applies a verified provider event once, whatever the order and however often it arrives: the
 * event id is recorded in the same transaction as its effect, and each effect is judged against the
 * booking's current state (an authorisation for a closed request is released, a failure reported
 * after an authorisation is ignored).
 */
export async function applyPaymentEvent(
  deps: EventDeps,
  event: PaymentEvent,
): Promise<'applied' | 'duplicate'> {
  return deps.db.transaction(async (tx) => {
    const fresh = await recordPaymentEvent(tx, {
      provider: deps.payments.kind,
      eventId: event.id,
      type: event.type,
      payload: event.payload,
    });
    if (!fresh) return 'duplicate';
    const report = {
      bookingId: event.bookingId,
      checkoutSessionId: event.checkoutSessionId,
      paymentIntentId: event.paymentIntentId,
    };
    if (event.outcome === 'authorized' && report.paymentIntentId) {
      await recordAuthorization(deps, tx, { ...report, paymentIntentId: report.paymentIntentId });
    } else if (event.outcome === 'failed') {
      await recordPaymentFailure(deps, tx, report);
    }
    return 'applied';
  });
}
