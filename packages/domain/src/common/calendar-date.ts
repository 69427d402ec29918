/**
 * Calendar dates ('YYYY-MM-DD') are whole days with no time zone, the way PostgreSQL `date` holds a
 * booking's start and end. Arithmetic runs on day numbers (days since 1970-01-01), never on local-time
 * Date objects, so the answer is the same in every process time zone and across DST changes.
 */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a valid calendar date, or null when the text is not a real date (e.g. 2023-02-29). */
export function toDayNumber(date: string): number | null {
  const match = PATTERN.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 02-30 over to 03-01; a round trip catches dates that do not exist.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && toDayNumber(value) !== null;
}

function dayNumberOrThrow(date: string): number {
  const day = toDayNumber(date);
  if (day === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return day;
}

export function fromDayNumber(day: number): CalendarDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Throws on invalid dates. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumberOrThrow(to) - dayNumberOrThrow(from);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumberOrThrow(date) + days);
}

/** Lexical order equals date order for valid 'YYYY-MM-DD' strings; this also validates both. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return Math.sign(daysBetween(b, a));
}

/**
 * The calendar date a date picker means. Pickers hand out Dates at local midnight, so read the local
 * parts: `toISOString().slice(0, 10)` would give the previous day anywhere east of UTC.
 */
export function calendarDateOfLocalDate(date: Date): CalendarDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local-midnight Date a date picker expects for a calendar date (the inverse of the above). */
export function localDateOfCalendarDate(date: CalendarDate): Date {
  const day = dayNumberOrThrow(date);
  const utc = new Date(day * 86_400_000);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
}
