import {
  acceptsAuthorization,
  canStartCheckout,
  pendingRequestExpiresAt,
} from '@setspot/domain/bookings/booking-rules';
import type { CheckoutResponse } from '@setspot/domain/bookings/booking-schemas';
import {
  BOOKING_NOT_FOUND,
  CHECKOUT_NOT_OPEN,
  PAYMENTS_NOT_CONFIGURED,
} from '@setspot/domain/bookings/booking-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { isUuid } from '@setspot/domain/common/uuid';
import type { Tx } from '../../db/client.ts';
import { chargedCents } from '../payouts/payouts.public.ts';
import { formatDay } from './booking-emails.ts';
import { notifyBooking } from './booking-notifications.ts';
import { settleOverdue, type TransitionDeps } from './booking-transitions.ts';
import {
  type BookingViewRow,
  findBookingIdByCheckoutSession,
  findBookingIdByPaymentIntent,
  lockBookingView,
} from './bookings.repository.ts';
import { confirmInstantly } from './instant-book.ts';
import { applyChanges, releaseKey } from './money-steps.ts';

/** Where the payment page sends the browser back (bookings contract). */
export function returnUrls(deps: Pick<TransitionDeps, 'payments' | 'config'>, bookingId: string) {
  // Stripe needs absolute URLs; the built-in page stays on whatever origin serves the app.
  const base = deps.payments.kind === 'stripe' ? deps.config.publicUrl : '';
  return {
    successUrl: `${base}/order-confirmation?booking_id=${bookingId}`,
    cancelUrl: `${base}/payment-canceled?booking_id=${bookingId}`,
  };
}

/** POST /api/bookings/{id}/checkout: a payment page for the renter's open request. */
export function startCheckout(
  deps: TransitionDeps,
  renter: { id: string; email: string },
  bookingId: string,
): Promise<Outcome<CheckoutResponse>> {
  return deps.db.transaction(async (tx): Promise<Outcome<CheckoutResponse>> => {
    const locked = await lockBookingView(tx, bookingId);
    if (!locked || locked.renterId !== renter.id) return refusal('not_found', BOOKING_NOT_FOUND);
    const row = await settleOverdue(deps, tx, locked);
    if (!canStartCheckout(row)) return refusal('conflict', CHECKOUT_NOT_OPEN);
    let session: { sessionId: string; url: string };
    try {
      session = await deps.payments.createCheckout({
        bookingId: row.id,
        amountCents: chargedCents(row),
        title: row.locationTitle,
        description: `${formatDay(row.startDate)} to ${formatDay(row.endDate)}, ${row.locationCity}, ${row.locationState}`,
        ...returnUrls(deps, row.id),
        expiresAt: row.expiresAt ?? new Date(deps.clock.now().getTime() + 30 * 60_000),
        customerEmail: renter.email,
      });
    } catch (error) {
      deps.log.error({ err: error, bookingId: row.id }, 'Creating a checkout failed');
      return refusal('payment_failed', PAYMENTS_NOT_CONFIGURED);
    }
    await applyChanges(tx, row, {
      checkoutSessionId: session.sessionId,
      paymentProvider: deps.payments.kind,
    });
    return success({ url: session.url });
  });
}

export type PaymentReport = {
  bookingId: string | null;
  checkoutSessionId: string | null;
  paymentIntentId: string;
};

async function lockReported(
  tx: Tx,
  report: Omit<PaymentReport, 'paymentIntentId'> & { paymentIntentId: string | null },
) {
  // Metadata comes from outside: an id that is not a UUID names no booking.
  const bookingId = report.bookingId && isUuid(report.bookingId) ? report.bookingId : null;
  const id =
    bookingId ??
    (report.checkoutSessionId ? await findBookingIdByCheckoutSession(tx, report.checkoutSessionId) : null) ??
    (report.paymentIntentId ? await findBookingIdByPaymentIntent(tx, report.paymentIntentId) : null);
  return id ? lockBookingView(tx, id) : null;
}

/**
 * A card was authorised for a booking (the test checkout, or Stripe's webhook). An open request
 * takes it: the request now waits up to 6 days for the owner, who is emailed. Any other hold (the
 * request expired or was cancelled meanwhile, or a second payment) is released at once. Reporting the
 * same authorisation again changes nothing.
 */
export async function recordAuthorization(
  deps: TransitionDeps,
  tx: Tx,
  report: PaymentReport,
): Promise<'authorized' | 'released' | 'unchanged'> {
  const locked = await lockReported(tx, report);
  // This booking already took this very hold (reported twice, by two kinds of event): nothing to do.
  if (locked?.paymentIntentId === report.paymentIntentId) return 'unchanged';
  // Not a SetSpot booking (the Stripe account may serve other things): not ours to touch.
  if (!locked) {
    deps.log.warn({ paymentIntentId: report.paymentIntentId }, 'An authorisation for no known booking');
    return 'unchanged';
  }
  const row = await settleOverdue(deps, tx, locked);
  if (!acceptsAuthorization(row)) {
    await deps.payments.cancelAuthorization(report.paymentIntentId, {
      idempotencyKey: releaseKey(report.paymentIntentId),
    });
    return 'released';
  }
  const expiresAt = pendingRequestExpiresAt(
    { createdAt: row.createdAt, paymentStatus: 'authorized', startDate: row.startDate },
    row.locationTimeZone,
  );
  const authorized: BookingViewRow = await applyChanges(tx, row, {
    paymentStatus: 'authorized',
    paymentIntentId: report.paymentIntentId,
    paymentProvider: deps.payments.kind,
    expiresAt,
    ...(report.checkoutSessionId ? { checkoutSessionId: report.checkoutSessionId } : {}),
  });
  if (await confirmInstantly(deps, tx, authorized)) return 'authorized';
  await notifyBooking(deps, tx, authorized, 'new_request');
  return 'authorized';
}

/**
 * A payment attempt failed. Only a request still waiting for its payment records it: a failure
 * reported after (or out of order with) a successful authorisation changes nothing.
 */
export async function recordPaymentFailure(
  deps: TransitionDeps,
  tx: Tx,
  report: Omit<PaymentReport, 'paymentIntentId'> & { paymentIntentId: string | null },
): Promise<void> {
  const locked = await lockReported(tx, report);
  if (!locked) return;
  const row = await settleOverdue(deps, tx, locked);
  if (row.status === 'pending' && row.paymentStatus === 'unpaid') {
    await applyChanges(tx, row, { paymentStatus: 'failed' });
  }
}
