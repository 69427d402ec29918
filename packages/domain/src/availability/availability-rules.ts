import { addDays, type CalendarDate, daysBetween } from '../common/calendar-date.ts';
import { MAX_BOOKING_DAYS } from '../common/constants.ts';
import { calendarDateAt } from '../common/time-zone.ts';
import { horizonText, maximumDaysText, minimumDaysText, noticeText } from './availability-texts.ts';

/**
 * An owner's booking rules for one listing (docs/decisions/0039): days per booking, the notice a
 * request must give, how far ahead requests are taken, and instant book. All days are the listing's
 * calendar days.
 */
export interface BookingRules {
  minDays: number;
  maxDays: number;
  noticeDays: number;
  horizonDays: number;
  instantBook: boolean;
}

/** The longest horizon an owner may choose: the search index keeps a bitset of days this long. */
export const MAX_HORIZON_DAYS = 730;
export const MAX_NOTICE_DAYS = 90;
/** An instant booking is confirmed with no one looking: the owner gets at least a day's warning. */
export const INSTANT_BOOK_NOTICE_DAYS = 1;

export const DEFAULT_BOOKING_RULES: BookingRules = {
  minDays: 1,
  maxDays: MAX_BOOKING_DAYS,
  noticeDays: 0,
  horizonDays: 365,
  instantBook: false,
};

export function effectiveNoticeDays(rules: Pick<BookingRules, 'noticeDays' | 'instantBook'>): number {
  return rules.instantBook ? Math.max(rules.noticeDays, INSTANT_BOOK_NOTICE_DAYS) : rules.noticeDays;
}

/**
 * The first day a request may start on at `now`: its first day must begin at least the notice after
 * now (a request lapses when its first day begins, so with no notice that is tomorrow).
 */
export function earliestStart(
  now: Date | number,
  timeZone: string,
  rules: Pick<BookingRules, 'noticeDays' | 'instantBook'>,
): CalendarDate {
  const noticeMs = effectiveNoticeDays(rules) * 86_400_000;
  return addDays(calendarDateAt(Number(now) + noticeMs, timeZone), 1);
}

/** The last day a booking may cover at `now`. */
export function latestEnd(now: Date | number, timeZone: string, rules: Pick<BookingRules, 'horizonDays'>) {
  return addDays(calendarDateAt(now, timeZone), rules.horizonDays);
}

/** Why the rules refuse a range, in words, or null when they allow it. */
export function ruleRefusalText(
  range: { start: CalendarDate; end: CalendarDate },
  rules: BookingRules,
  now: Date | number,
  timeZone: string,
): string | null {
  const days = daysBetween(range.start, range.end) + 1;
  if (days < rules.minDays) return minimumDaysText(rules.minDays);
  if (days > rules.maxDays) return maximumDaysText(rules.maxDays);
  const earliest = earliestStart(now, timeZone, rules);
  if (range.start < earliest) return noticeText(earliest);
  const latest = latestEnd(now, timeZone, rules);
  if (range.end > latest) return horizonText(latest);
  return null;
}
