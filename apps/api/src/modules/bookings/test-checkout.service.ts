import { canStartCheckout } from '@setspot/domain/bookings/booking-rules';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import {
  CARD_DECLINED,
  CARD_EXPIRY_INVALID,
  CARD_INSUFFICIENT_FUNDS,
  CHECKOUT_SESSION_COMPLETE,
  CHECKOUT_SESSION_EXPIRED,
  CHECKOUT_SESSION_NOT_FOUND,
} from '@setspot/domain/payments/payment-texts';
import {
  type CheckoutSessionStatus,
  isCardExpired,
  parseCardExpiry,
  type TestCardPayment,
  type TestCheckoutSession,
  testCardResult,
} from '@setspot/domain/payments/test-cards';
import { testPaymentId } from '../../adapters/payments/test-payment-provider.ts';
import { takesInstantBookings } from '../availability/availability.public.ts';
import { chargedCents } from '../payouts/payouts.public.ts';
import { recordAuthorization, recordPaymentFailure, returnUrls } from './booking-payments.service.ts';
import { settleOverdue, type TransitionDeps } from './booking-transitions.ts';
import {
  type BookingViewRow,
  findBookingIdByCheckoutSession,
  findBookingView,
  lockBookingView,
} from './bookings.repository.ts';

/**
 * The built-in test checkout (architecture section 1): a page that behaves like Stripe's hosted one in
 * test mode. A session is the booking's current checkout; an older one of the same booking is gone.
 */
function sessionStatus(row: BookingViewRow, now: Date): CheckoutSessionStatus {
  if (row.paymentIntentId && row.paymentStatus !== 'unpaid' && row.paymentStatus !== 'failed')
    return 'complete';
  const live = !row.expiresAt || row.expiresAt.getTime() > now.getTime();
  return canStartCheckout(row) && live ? 'open' : 'expired';
}

async function findSessionBooking(deps: TransitionDeps, sessionId: string) {
  const id = await findBookingIdByCheckoutSession(deps.db, sessionId);
  const row = id ? await findBookingView(deps.db, id) : null;
  return row?.paymentProvider === 'test' ? row : null;
}

export async function getTestCheckoutSession(
  deps: TransitionDeps,
  sessionId: string,
): Promise<Outcome<TestCheckoutSession>> {
  const row = await findSessionBooking(deps, sessionId);
  if (!row) return refusal('not_found', CHECKOUT_SESSION_NOT_FOUND);
  return success({
    id: sessionId,
    bookingId: row.id,
    amount: centsToDollars(chargedCents(row)),
    serviceFee: centsToDollars(toCents(row.serviceFee)),
    currency: 'usd',
    locationTitle: row.locationTitle,
    startDate: row.startDate,
    endDate: row.endDate,
    instantBook: await takesInstantBookings(deps.db, row.locationId),
    status: sessionStatus(row, deps.clock.now()),
    ...returnUrls(deps, row.id),
  });
}

/** Pays a session with a test card: 4242… holds the card, 0002 is declined, 9995 lacks funds. */
export async function payTestCheckoutSession(
  deps: TransitionDeps,
  sessionId: string,
  card: TestCardPayment,
): Promise<Outcome<{ redirectUrl: string }>> {
  const expiry = parseCardExpiry(card.expiry);
  if (!expiry || isCardExpired(expiry, deps.clock.now())) return refusal('invalid', CARD_EXPIRY_INVALID);
  const found = await findSessionBooking(deps, sessionId);
  if (!found) return refusal('not_found', CHECKOUT_SESSION_NOT_FOUND);
  return deps.db.transaction(async (tx): Promise<Outcome<{ redirectUrl: string }>> => {
    const locked = await lockBookingView(tx, found.id);
    if (!locked || locked.checkoutSessionId !== sessionId)
      return refusal('not_found', CHECKOUT_SESSION_NOT_FOUND);
    const row = await settleOverdue(deps, tx, locked);
    const status = sessionStatus(row, deps.clock.now());
    if (status !== 'open') {
      return refusal(
        'conflict',
        status === 'complete' ? CHECKOUT_SESSION_COMPLETE : CHECKOUT_SESSION_EXPIRED,
      );
    }
    const result = testCardResult(card.cardNumber);
    const report = { bookingId: row.id, checkoutSessionId: sessionId };
    if (result !== 'authorized') {
      await recordPaymentFailure(deps, tx, { ...report, paymentIntentId: null });
      return refusal('payment_failed', result === 'declined' ? CARD_DECLINED : CARD_INSUFFICIENT_FUNDS);
    }
    await recordAuthorization(deps, tx, { ...report, paymentIntentId: testPaymentId('pi') });
    return success({ redirectUrl: returnUrls(deps, row.id).successUrl });
  });
}
