import type { CalendarDate } from '../common/calendar-date.ts';
import { addDays } from '../common/calendar-date.ts';
import { startOfDay } from '../common/time-zone.ts';

/** Days after a booking is over in which both sides may review it (ADR 0015). */
export const REVIEW_WINDOW_DAYS = 14;

/**
 * When the review window of a booking closes: 14 days after the booking completed, i.e. after its
 * last day ended in the listing's zone. Hidden reviews are published then at the latest, and no new
 * review is taken, so nobody writes in reaction to a review they have read.
 */
export function reviewDeadline(endDate: CalendarDate, timeZone: string): Date {
  return startOfDay(addDays(endDate, 1 + REVIEW_WINDOW_DAYS), timeZone);
}

/** Reviews are taken until the deadline; a review arriving after the other side's is published at once. */
export function isReviewWindowOpen(now: Date, deadline: Date): boolean {
  return now.getTime() < deadline.getTime();
}
