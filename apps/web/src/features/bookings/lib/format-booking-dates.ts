import { type CalendarDate, localDateOfCalendarDate } from '@setspot/domain/common/calendar-date';
import { formatShortDay } from '../../../lib/format-date';

// Booking dates are whole days with no zone: formatting the local-midnight Date of the calendar date
// shows the same day in every browser zone, in the reader's own format (spec: 'local format').
export function formatBookingDay(date: CalendarDate): string {
  return formatShortDay(localDateOfCalendarDate(date));
}

export function formatBookingRange(startDate: CalendarDate, endDate: CalendarDate): string {
  if (startDate === endDate) return formatBookingDay(startDate);
  return `${formatBookingDay(startDate)} – ${formatBookingDay(endDate)}`;
}

export function dayCountText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
