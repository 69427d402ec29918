import { blockedByText } from '@setspot/domain/availability/calendar-import-texts';
import type {
  BlockedDay,
  CalendarBooking,
  OwnerCalendar,
} from '@setspot/domain/availability/calendar-schemas';
import { addDays, calendarDateOfLocalDate, daysBetween } from '@setspot/domain/common/calendar-date';
import { isDayOffered } from '@setspot/domain/listings/availability';

/** What the owner's calendar marks on each day: who holds it, why it is blocked, or that it is not offered. */
export type CalendarDays = {
  booked: Map<string, CalendarBooking>;
  /** Why each blocked day is blocked, in words: the owner's note, or 'Blocked by {calendar name}'. */
  blocked: Map<string, string>;
  /** Days an imported calendar blocks (ADR 0044), marked apart from the owner's own blocks. */
  imported: Set<string>;
  isExcluded: (date: string) => boolean;
};

/** How one blocked day reads: the owner's block (with its note) or an imported calendar's. */
function blockedDayText(day: BlockedDay): string {
  if (day.source !== 'owner') return blockedByText(day.source);
  return day.note ? `blocked: ${day.note}` : 'blocked';
}

export function calendarDays(calendar: OwnerCalendar): CalendarDays {
  const booked = new Map<string, CalendarBooking>();
  for (const booking of calendar.bookings) {
    const days = daysBetween(booking.start, booking.end);
    for (let i = 0; i <= days; i++) booked.set(addDays(booking.start, i), booking);
  }
  const blocked = new Map<string, string>();
  const imported = new Set<string>();
  for (const day of calendar.blockedDays) {
    const text = blockedDayText(day);
    const before = blocked.get(day.date);
    blocked.set(day.date, before ? `${before}; ${text}` : text);
    if (day.source !== 'owner') imported.add(day.date);
  }
  return { booked, blocked, imported, isExcluded: (date) => !isDayOffered(date, calendar.availability) };
}

/** The words a screen reader hears for a day, after its date. */
export function dayDescription(days: CalendarDays, day: Date): string {
  const date = calendarDateOfLocalDate(day);
  const booking = days.booked.get(date);
  const blocked = days.blocked.get(date);
  if (booking) {
    const held = `${booking.status === 'confirmed' ? 'confirmed booking' : 'requested'} by ${booking.renterName}`;
    // An imported event over a booking: both are named (the page warns of the overlap).
    return blocked ? `${held}; also ${blocked}` : held;
  }
  if (blocked) return blocked;
  if (days.isExcluded(date)) return 'not offered by your availability';
  return 'open';
}
