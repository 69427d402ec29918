import type { CalendarDate } from '../common/calendar-date.ts';
import { AUTHORIZED_REQUEST_TTL_MS, UNPAID_REQUEST_TTL_MS } from '../common/constants.ts';
import { calendarDateAt, startOfDay } from '../common/time-zone.ts';
import type { BookingStatus } from './booking-status.ts';
import type { PaymentStatus } from './payment-status.ts';

/**
 * Time-dependent booking rules. A booking date means the whole day in `timeZone` (the location's,
 * UTC when unknown): it starts at that day's first instant and ends when the next day begins.
 */

/** Product section 4: a non-cancelled booking with a future start can be cancelled by the renter. */
export function canRenterCancel(
  booking: { status: BookingStatus; startDate: CalendarDate },
  now: Date,
  timeZone = 'UTC',
): boolean {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return false;
  return startOfDay(booking.startDate, timeZone).getTime() > now.getTime();
}

/** architecture section 2: confirmed bookings complete once their end date is over. */
export function isDueForCompletion(
  booking: { status: BookingStatus; endDate: CalendarDate },
  now: Date,
  timeZone = 'UTC',
): boolean {
  return booking.status === 'confirmed' && calendarDateAt(now, timeZone) > booking.endDate;
}

/**
 * architecture section 5: an unpaid request lives 30 minutes, an authorised one 6 days, and neither past
 * the start of its first day, whichever comes first. (Answering it ends it as confirmed or rejected.)
 */
export function pendingRequestExpiresAt(
  booking: { createdAt: Date; paymentStatus: PaymentStatus; startDate: CalendarDate },
  timeZone = 'UTC',
): Date {
  const ttl = booking.paymentStatus === 'authorized' ? AUTHORIZED_REQUEST_TTL_MS : UNPAID_REQUEST_TTL_MS;
  const start = startOfDay(booking.startDate, timeZone).getTime();
  return new Date(Math.min(booking.createdAt.getTime() + ttl, start));
}

export function isPendingRequestExpired(
  booking: { status: BookingStatus; createdAt: Date; paymentStatus: PaymentStatus; startDate: CalendarDate },
  now: Date,
  timeZone = 'UTC',
): boolean {
  return (
    booking.status === 'pending' && now.getTime() >= pendingRequestExpiresAt(booking, timeZone).getTime()
  );
}

/**
 * The owner hears of a request when its card is held (ADR 0011): one never paid for (the checkout
 * left, the card declined) is the filmmaker's alone, in lists, counts, answers and emails. A booking
 * that ever held a card, or was paid, stays visible for good.
 */
export function isVisibleToOwner(booking: {
  paymentStatus: PaymentStatus;
  paymentIntentId: string | null;
}): boolean {
  return (
    booking.paymentIntentId !== null ||
    (booking.paymentStatus !== 'unpaid' && booking.paymentStatus !== 'failed')
  );
}

/** The renter may open the payment page while the request lives and nothing is authorised yet. */
export function canStartCheckout(booking: { status: BookingStatus; paymentStatus: PaymentStatus }): boolean {
  return (
    booking.status === 'pending' && (booking.paymentStatus === 'unpaid' || booking.paymentStatus === 'failed')
  );
}

/**
 * A card authorisation reported by the provider (test checkout or Stripe webhook) is taken only by an
 * open request not yet authorised; any other one is released at once (a late or second payment).
 */
export function acceptsAuthorization(booking: {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
}): boolean {
  return canStartCheckout(booking);
}

/** Payment status once `refundCents` of the captured `chargedCents` went back. */
export function paymentStatusAfterRefund(chargedCents: number, refundCents: number): PaymentStatus {
  if (refundCents <= 0) return 'paid';
  return refundCents >= chargedCents ? 'refunded' : 'partially_refunded';
}
