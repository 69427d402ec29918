import { type CalendarDate, localDateOfCalendarDate } from '@setspot/domain/common/calendar-date';
import { readsEnglishUsDays } from '@setspot/domain/pages/reader-cookie';

// A page's first Intl date format loads ICU's locale data: measured in Chromium at Lighthouse's 4x
// phone slowdown, 130 to 190 ms of one task on the owner dashboard, all of it blocking time, and
// paid by every page that merely imports a module building a formatter at its top. So formatters are
// built on first use, and the day in en-US's short form ('Mar 3, 2027', what most readers here see)
// is written by hand, as format-number.ts does for numbers; other readers get Intl's own, in their
// format (spec: 'local format'). The tests check the hand-written form against Intl itself.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** An Intl.DateTimeFormat built the first time it formats. */
export function lazyDateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return {
    format(date: Date): string {
      format ??= new Intl.DateTimeFormat(locale, options);
      return format.format(date);
    },
  };
}

/** en-US's 'Mar 3, 2027' for the date's local day, as Intl writes it (years 1 to 9999). */
export function englishShortDay(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Whether the reader's own format (the browser's language) is en-US's. */
function readsEnglishUs(): boolean {
  return readsEnglishUsDays(typeof navigator === 'undefined' ? undefined : navigator.language);
}

const readersShortDay = lazyDateFormat(undefined, SHORT_DAY);

/** The date's local day with a short month, in the reader's format: 'Mar 3, 2027' in en-US. */
export function formatShortDay(date: Date): string {
  return readsEnglishUs() ? englishShortDay(date) : readersShortDay.format(date);
}

/**
 * A calendar date (a whole day, no zone) as its short day: formatting the local-midnight Date of the
 * date shows the same day in every browser zone.
 */
export function formatCalendarDay(date: CalendarDate): string {
  return formatShortDay(localDateOfCalendarDate(date));
}

/** 'Mar 3, 2027 – Mar 5, 2027', or the one day when both ends are the same. */
export function formatCalendarRange(start: CalendarDate, end: CalendarDate): string {
  if (start === end) return formatCalendarDay(start);
  return `${formatCalendarDay(start)} – ${formatCalendarDay(end)}`;
}
