import { addDays, type CalendarDate } from '@setspot/domain/common/calendar-date';
import type { Availability } from '@setspot/domain/listings/availability';
import { firstBlockedDay } from '@setspot/domain/listings/availability';
import type { UnavailableDates } from '@setspot/domain/listings/location-views';

/**
 * The first day the booking panel offers: tomorrow in the listing's zone (a request expires when its
 * first day starts), or later under the owner's notice (ADR 0039) as the server worked it out.
 */
export function firstBookableDay(today: CalendarDate, rules: UnavailableDates['rules']): CalendarDate {
  const tomorrow = addDays(today, 1);
  return rules && rules.earliestStart > tomorrow ? rules.earliestStart : tomorrow;
}

/**
 * Whether every day of a range is one the panel's calendar offers: from the first bookable day, up
 * to the owner's last, on days the listing is available and no booking or block holds. The range is
 * bounded by the caller (bookingDatesProblem), as this walks it day by day.
 */
export function isRangeBookable(
  range: { start: CalendarDate; end: CalendarDate },
  known: { today: CalendarDate; availability: Availability; held: UnavailableDates },
): boolean {
  const { rules, unavailableDates } = known.held;
  if (range.start < firstBookableDay(known.today, rules)) return false;
  if (rules && range.end > rules.latestEnd) return false;
  return firstBlockedDay(range, known.availability, unavailableDates) === null;
}
