import type { CalendarDate } from '../common/calendar-date.ts';
import { calendarDateAt } from '../common/time-zone.ts';

/**
 * Product section 4 filmmaker buckets: upcoming = start after now; active = start at or before now and
 * end at or after now; past = end before now.
 *
 * A booking date is a whole day in the given zone: the start means the first instant of the start
 * date, the end means the whole of the end date (until the next day begins). Comparing instants that
 * way is the same as comparing calendar dates with today's date in that zone, which is what this does:
 *   upcoming: startDate > today; active: startDate <= today <= endDate; past: endDate < today.
 * So a shoot is active from 00:00 of its first day through 23:59:59.999 of its last day.
 */
export type TimeBucket = 'upcoming' | 'active' | 'past';

export function timeBucket(
  booking: { startDate: CalendarDate; endDate: CalendarDate },
  now: Date,
  timeZone = 'UTC',
): TimeBucket {
  const today = calendarDateAt(now, timeZone);
  // 'YYYY-MM-DD' strings order the same way as the dates they name.
  if (booking.startDate > today) return 'upcoming';
  if (booking.endDate < today) return 'past';
  return 'active';
}

/** Splits bookings into the three buckets, keeping their order within each. */
export function bucketBookings<T extends { startDate: CalendarDate; endDate: CalendarDate }>(
  bookings: readonly T[],
  now: Date,
  timeZone = 'UTC',
): Record<TimeBucket, T[]> {
  const buckets: Record<TimeBucket, T[]> = { upcoming: [], active: [], past: [] };
  for (const booking of bookings) buckets[timeBucket(booking, now, timeZone)].push(booking);
  return buckets;
}
