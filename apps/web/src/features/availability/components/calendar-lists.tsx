import { blockedByText } from '@setspot/domain/availability/calendar-import-texts';
import type { OwnerCalendar } from '@setspot/domain/availability/calendar-schemas';
import { formatCalendarDate } from '@setspot/domain/availability/format-day';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const span = (start: string, end: string) =>
  start === end ? formatCalendarDate(start) : `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;

/** The calendar's bookings and blocked days as lists: the same facts as the month view, in words. */
export function CalendarLists({ calendar }: { calendar: OwnerCalendar }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="calendar-bookings-heading" className="grid content-start gap-2">
        <h2 id="calendar-bookings-heading" className="text-lg font-semibold">
          Bookings
        </h2>
        {calendar.bookings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No requests or bookings from this month on.</p>
        ) : (
          <ul className="grid gap-2">
            {calendar.bookings.map((booking) => (
              <li key={booking.id} className="rounded-md border border-border bg-surface p-3 text-sm">
                <span className="font-medium">{span(booking.start, booking.end)}</span>
                {' · '}
                {booking.status === 'confirmed'
                  ? 'Confirmed'
                  : booking.status === 'pending'
                    ? 'Requested'
                    : 'Completed'}
                {' · '}
                <Link
                  className="font-medium text-primary underline"
                  to={`${paths.owner.bookings}#booking-${booking.id}`}
                >
                  {booking.renterName}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="calendar-blocked-heading" className="grid content-start gap-2">
        <h2 id="calendar-blocked-heading" className="text-lg font-semibold">
          Blocked days
        </h2>
        {calendar.blockedDays.length === 0 ? (
          <p className="text-sm text-muted-foreground">No blocked days.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {calendar.blockedDays.map((day) => (
              <li key={`${day.date}-${day.source}`}>
                {formatCalendarDate(day.date)}
                {day.source === 'owner'
                  ? day.note
                    ? ` · ${day.note}`
                    : ''
                  : ` · ${blockedByText(day.source)}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
