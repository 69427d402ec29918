import { formatCalendarDate } from './format-day.ts';

/** Availability texts: blocked days and booking rules (the words; product section 10). */
export const DAYS_BLOCKED_BY_OWNER = 'The owner has blocked some of those days. Please choose other dates.';
export const DAYS_ALREADY_BOOKED =
  'Some of those days are already booked. Cancel or decline those bookings before blocking the days.';
export const BLOCK_RANGE_TOO_LONG = 'Block at most 366 days at a time';
export const MIN_DAYS_ABOVE_MAX = 'The minimum days per booking cannot be more than the maximum';
export const BOOKING_RULES_SAVED = 'Booking rules saved';

export function minimumDaysText(days: number): string {
  return `This location is booked for at least ${days} ${days === 1 ? 'day' : 'days'} at a time`;
}

export function maximumDaysText(days: number): string {
  return `This location is booked for at most ${days} ${days === 1 ? 'day' : 'days'} at a time`;
}

export function noticeText(earliest: string): string {
  return `This location needs more notice: the earliest start date is ${formatCalendarDate(earliest)}`;
}

export function horizonText(latest: string): string {
  return `This location takes bookings up to ${formatCalendarDate(latest)} for now`;
}
