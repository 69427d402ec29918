/**
 * 'just now', '5 minutes ago', '3 days ago', '2 months ago' (product section 2, Reviews tab: relative
 * time such as '3 days ago'). Months count as 30 days and years as 365: an age, not a calendar sum.
 * A time slightly in the future (another machine's clock) reads as 'just now'.
 *
 * English, written by hand as Intl.RelativeTimeFormat('en', { numeric: 'always' }) writes it (the
 * tests compare the two): a page's first Intl formatter loads ICU's locale data, and this module
 * built one as it loaded, 63 ms of /messaging's blocking time at Lighthouse's 4x phone slowdown
 * (2026-11-29), on every page that imports it whether it shows an age or not.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'year' | 'month' | 'day' | 'hour' | 'minute';

const STEPS: readonly [Unit, number, number][] = [
  // unit, its length, and the age from which it is used
  ['year', 365 * DAY, 365 * DAY],
  ['month', 30 * DAY, 30 * DAY],
  ['day', DAY, DAY],
  ['hour', HOUR, HOUR],
  ['minute', MINUTE, MINUTE],
];

// Only a count past 999 needs Intl (its digit grouping, '1,200 years ago'): built if that ever comes.
let intlFormat: Intl.RelativeTimeFormat | undefined;

function ago(count: number, unit: Unit): string {
  if (count > 999) {
    intlFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    return intlFormat.format(-count, unit);
  }
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

export function relativeTime(instant: string | Date, now: Date = new Date()): string {
  const age = now.getTime() - new Date(instant).getTime();
  if (!Number.isFinite(age)) return '';
  for (const [unit, length, from] of STEPS) {
    if (age >= from) return ago(Math.floor(age / length), unit);
  }
  return 'just now';
}
