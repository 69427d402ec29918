import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { centsToDollars, toCents } from '@setspot/domain/common/money';

/** What the filmmaker is charged: the booking fee plus the service fee, added in cents. */
export function chargedTotal(booking: Pick<Booking, 'totalPrice' | 'serviceFee'>): number {
  return centsToDollars(toCents(booking.totalPrice) + toCents(booking.serviceFee));
}
