import { toDayNumber } from '../common/calendar-date.ts';

const format = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'March 3, 2027': a calendar date read as itself, whatever the reader's zone. */
export function formatCalendarDate(date: string): string {
  return format.format(new Date((toDayNumber(date) ?? 0) * 86_400_000));
}
