import { addDays, type CalendarDate, daysBetween } from '../common/calendar-date.ts';
import { dayOfWeek, isUsFederalHoliday } from './us-holidays.ts';

/**
 * Which days a listing can be booked (architecture section 2): the owner's weekday / weekend / holiday
 * choice, and no overlap with dates already held. Ranges are whole days with both ends included,
 * like PostgreSQL's daterange(start, end, '[]') in the exclusion constraint.
 */
export interface Availability {
  weekdays: boolean;
  weekends: boolean;
  holidays: boolean;
}

export interface DayRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** A holiday needs both its kind of day and holidays to be offered. */
export function isDayOffered(date: CalendarDate, availability: Availability): boolean {
  const weekday = dayOfWeek(date);
  const offered = weekday === 0 || weekday === 6 ? availability.weekends : availability.weekdays;
  return offered && (availability.holidays || !isUsFederalHoliday(date));
}

export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

export function isDayBooked(date: CalendarDate, held: readonly DayRange[]): boolean {
  return held.some((range) => range.start <= date && date <= range.end);
}

/** For a calendar's disabled-day matcher. */
export function isDayBlocked(
  date: CalendarDate,
  availability: Availability,
  held: readonly DayRange[],
): boolean {
  return !isDayOffered(date, availability) || isDayBooked(date, held);
}

/**
 * The first day of a requested range that cannot be booked, or null when the whole range is free.
 * Callers bound the range first (MAX_BOOKING_DAYS), as this walks it day by day.
 */
export function firstBlockedDay(
  range: DayRange,
  availability: Availability,
  held: readonly DayRange[],
): CalendarDate | null {
  const days = daysBetween(range.start, range.end);
  if (days < 0) throw new RangeError(`End date ${range.end} is before start date ${range.start}`);
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(range.start, offset);
    if (isDayBlocked(date, availability, held)) return date;
  }
  return null;
}
