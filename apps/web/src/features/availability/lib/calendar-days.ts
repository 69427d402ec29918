import type { CalendarBooking, OwnerCalendar } from '@setspot/domain/availability/calendar-schemas';
import { addDays, calendarDateOfLocalDate, daysBetween } from '@setspot/domain/common/calendar-date';
import { isDayOffered } from '@setspot/domain/listings/availability';

/** What the owner's calendar marks on each day: who holds it, why it is blocked, or that it is not offered. */
export type CalendarDays = {
  booked: Map<string, CalendarBooking>;
  blocked: Map<string, string | null>;
  isExcluded: (date: string) => boolean;
};

export function calendarDays(calendar: OwnerCalendar): CalendarDays {
  const booked = new Map<string, CalendarBooking>();
  for (const booking of calendar.bookings) {
    const days = daysBetween(booking.start, booking.end);
    for (let i = 0; i <= days; i++) booked.set(addDays(booking.start, i), booking);
  }
  const blocked = new Map(calendar.blockedDays.map((day) => [day.date, day.note] as const));
  return { booked, blocked, isExcluded: (date) => !isDayOffered(date, calendar.availability) };
}

/** The words a screen reader hears for a day, after its date. */
export function dayDescription(days: CalendarDays, day: Date): string {
  const date = calendarDateOfLocalDate(day);
  const booking = days.booked.get(date);
  if (booking) {
    return `${booking.status === 'confirmed' ? 'confirmed booking' : 'requested'} by ${booking.renterName}`;
  }
  if (days.blocked.has(date)) {
    const note = days.blocked.get(date);
    return note ? `blocked: ${note}` : 'blocked';
  }
  if (days.isExcluded(date)) return 'not offered by your availability';
  return 'open';
}
