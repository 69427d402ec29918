import { addDays, type CalendarDate, fromDayNumber, toDayNumber } from '../common/calendar-date.ts';

/**
 * US federal holidays, for listings that are not offered on holidays (architecture section 2:
 * availability blocks those days). The product's time zones are all US ones, so US holidays are
 * the ones its owners mean. The holiday itself is blocked, not a weekday it is observed on.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function dayOfWeek(date: CalendarDate): number {
  const day = toDayNumber(date);
  if (day === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  // 1970-01-01 was a Thursday (4); Sunday is 0.
  return (((day + 4) % 7) + 7) % 7;
}

/** The n-th (1-based) given weekday of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n === -1) {
    const nextMonthFirst = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
    const last = addDays(nextMonthFirst, -1);
    return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
  }
  const first = `${year}-${pad(month)}-01`;
  return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + 7 * (n - 1));
}

const MONDAY = 1;
const THURSDAY = 4;

export function usFederalHolidays(year: number): CalendarDate[] {
  const fixed = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  return [
    fixed(1, 1), // New Year's Day
    nthWeekday(year, 1, MONDAY, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, MONDAY, 3), // Washington's Birthday
    nthWeekday(year, 5, MONDAY, -1), // Memorial Day
    fixed(6, 19), // Juneteenth
    fixed(7, 4), // Independence Day
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    nthWeekday(year, 10, MONDAY, 2), // Columbus Day
    fixed(11, 11), // Veterans Day
    nthWeekday(year, 11, THURSDAY, 4), // Thanksgiving
    fixed(12, 25), // Christmas Day
  ];
}

const cache = new Map<number, ReadonlySet<CalendarDate>>();

export function isUsFederalHoliday(date: CalendarDate): boolean {
  const day = toDayNumber(date);
  if (day === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const year = Number(fromDayNumber(day).slice(0, 4));
  let holidays = cache.get(year);
  if (!holidays) {
    holidays = new Set(usFederalHolidays(year));
    cache.set(year, holidays);
  }
  return holidays.has(date);
}
