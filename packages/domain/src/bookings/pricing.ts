import { type CalendarDate, daysBetween } from '../common/calendar-date.ts';
import { type Cents, MAX_STORABLE_CENTS } from '../common/money.ts';

/**
 * Product section 9: total = (whole days between start and end, rounded up, plus 1) × daily price; both
 * end days count. Booking dates are whole calendar days, so the difference is already whole and the
 * rounding up is a no-op. The server computes this; the client never sends a price (architecture 8.4).
 */
export function bookingDayCount(startDate: CalendarDate, endDate: CalendarDate): number {
  const days = daysBetween(startDate, endDate);
  if (days < 0) throw new RangeError(`End date ${endDate} is before start date ${startDate}`);
  return days + 1;
}

/** Whether the total of these dates at this daily price fits in a booking (MAX_STORABLE_CENTS). */
export function totalFits(startDate: CalendarDate, endDate: CalendarDate, dailyPriceCents: Cents): boolean {
  return bookingDayCount(startDate, endDate) * dailyPriceCents <= MAX_STORABLE_CENTS;
}

/** Total price in integer cents (see money.ts for converting to and from dollars). */
export function totalPriceCents(
  startDate: CalendarDate,
  endDate: CalendarDate,
  dailyPriceCents: Cents,
): Cents {
  if (!Number.isSafeInteger(dailyPriceCents) || dailyPriceCents < 0) {
    throw new RangeError(`Daily price must be a whole, non-negative number of cents: ${dailyPriceCents}`);
  }
  const total = bookingDayCount(startDate, endDate) * dailyPriceCents;
  // A total the bookings table cannot store must fail here as a rule, not later as a database error.
  if (total > MAX_STORABLE_CENTS) throw new RangeError('Total price is too large to store');
  return total;
}
