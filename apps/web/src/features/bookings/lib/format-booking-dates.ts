import { type CalendarDate, localDateOfCalendarDate } from '@setspot/domain/common/calendar-date';

// Booking dates are whole days with no zone: formatting the local-midnight Date of the calendar date
// shows the same day in every browser zone. `undefined` locale: the reader's own format (spec: 'local
// format').
const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export function formatBookingDay(date: CalendarDate): string {
  return shortDay.format(localDateOfCalendarDate(date));
}

export function formatBookingRange(startDate: CalendarDate, endDate: CalendarDate): string {
  if (startDate === endDate) return formatBookingDay(startDate);
  return `${formatBookingDay(startDate)} – ${formatBookingDay(endDate)}`;
}

export function dayCountText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
