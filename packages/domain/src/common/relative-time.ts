/**
 * 'just now', '5 minutes ago', '3 days ago', '2 months ago' (product section 2, Reviews tab: relative
 * time such as '3 days ago'). Months count as 30 days and years as 365: an age, not a calendar sum.
 * A time slightly in the future (another machine's clock) reads as 'just now'.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length, and the age from which it is used
  ['year', 365 * DAY, 365 * DAY],
  ['month', 30 * DAY, 30 * DAY],
  ['day', DAY, DAY],
  ['hour', HOUR, HOUR],
  ['minute', MINUTE, MINUTE],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

export function relativeTime(instant: string | Date, now: Date = new Date()): string {
  const age = now.getTime() - new Date(instant).getTime();
  if (!Number.isFinite(age)) return '';
  for (const [unit, length, from] of STEPS) {
    if (age >= from) return format.format(-Math.floor(age / length), unit);
  }
  return 'just now';
}
