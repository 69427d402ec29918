import { toDayNumber } from '../common/calendar-date.ts';

// Built on first use, not as the module loads: a page's first Intl formatter loads ICU's locale
// data, which costs every page importing this module blocking time whether it shows a date or not
// (relative-time.ts and the web app's format-date.ts say the same).
let format: Intl.DateTimeFormat | undefined;

/** 'March 3, 2027': a calendar date read as itself, whatever the reader's zone. */
export function formatCalendarDate(date: string): string {
  format ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date((toDayNumber(date) ?? 0) * 86_400_000));
}
