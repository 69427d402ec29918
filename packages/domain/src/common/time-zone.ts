import { addDays, type CalendarDate, toDayNumber } from './calendar-date.ts';

/**
 * Bridges instants and calendar dates in a named IANA zone with Intl only, so results never depend on
 * the zone of the process (servers run in UTC, browsers anywhere).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The spec's settings list offers 'America/Honolulu', which is not an IANA zone (Hawaii is
 * 'Pacific/Honolulu') and which Intl refuses. The stored value stays as the spec has it; date
 * rules read it as the zone it means.
 */
const ZONE_ALIASES: Readonly<Record<string, string>> = { 'America/Honolulu': 'Pacific/Honolulu' };

export function toIanaTimeZone(timeZone: string): string {
  return ZONE_ALIASES[timeZone] ?? timeZone;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: toIanaTimeZone(timeZone),
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Wall clocks already read, by zone and minute (zones move by whole minutes, and no caller reads the
 * seconds): formatToParts is the slow part of every date rule, and a request asks for the same few
 * midnights again and again (5 % of the server's time in a burst of booking requests). Cleared when full.
 */
const wallClocks = new Map<string, Readonly<Record<string, number>>>();

function wallClock(instant: number, timeZone: string): Readonly<Record<string, number>> {
  const minute = Math.floor(instant / 60_000);
  const key = `${timeZone} ${minute}`;
  let parts = wallClocks.get(key);
  if (!parts) {
    const read: Record<string, number> = {};
    for (const part of formatterFor(timeZone).formatToParts(minute * 60_000)) {
      if (part.type !== 'literal') read[part.type] = Number(part.value);
    }
    if (wallClocks.size >= 4096) wallClocks.clear();
    wallClocks.set(key, read);
    parts = read;
  }
  return parts;
}

/** The calendar date that a wall clock in `timeZone` shows at `instant`. */
export function calendarDateAt(instant: Date | number, timeZone: string): CalendarDate {
  const p = wallClock(Number(instant), timeZone);
  const pad = (n: number | undefined, width: number) => String(n).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}`;
}

/** Milliseconds the zone is ahead of UTC at `instant` (seconds are ignored: zones use whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * First instant of `date` in `timeZone`. Usually local midnight; when a DST change skips midnight the
 * day starts at the change. Offsets are sampled on both sides of the day so either case is found.
 */
export function startOfDay(date: CalendarDate, timeZone: string): Date {
  const day = toDayNumber(date);
  if (day === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const utcMidnight = day * 86_400_000;
  const hours14 = 14 * 3_600_000;
  const candidates = [utcMidnight - hours14, utcMidnight, utcMidnight + hours14]
    .map((probe) => utcMidnight - offsetAt(probe, timeZone))
    .filter((instant) => calendarDateAt(instant, timeZone) === date)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? utcMidnight - offsetAt(utcMidnight, timeZone));
}

/** First instant after `date` ends in `timeZone` (exclusive end of the day). */
export function endOfDayExclusive(date: CalendarDate, timeZone: string): Date {
  return startOfDay(addDays(date, 1), timeZone);
}
