import type { ImportConflict } from '@setspot/domain/availability/calendar-import-schemas';
import { formatCalendarDate } from '@setspot/domain/availability/format-day';
import { Link } from 'react-router';
import { Alert, AlertTitle } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';

const span = (start: string, end: string) =>
  start === end ? formatCalendarDate(start) : `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;

/**
 * Imported events over days a SetSpot booking or request holds (ADR 0044): the booking stands and
 * the event is kept, so the owner must settle the double booking on one side or the other.
 */
export function ImportConflicts({ conflicts }: { conflicts: ImportConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <Alert variant="warning" role="alert">
      <AlertTitle>
        {conflicts.length === 1
          ? 'An imported event overlaps a SetSpot booking'
          : `${conflicts.length} imported events overlap SetSpot bookings`}
      </AlertTitle>
      <ul className="grid gap-1">
        {conflicts.map((conflict) => (
          <li key={`${conflict.calendarName}-${conflict.bookingId}-${conflict.start}`}>
            '{conflict.eventSummary}' from {conflict.calendarName} ({span(conflict.start, conflict.end)})
            overlaps the {conflict.bookingStatus === 'confirmed' ? 'confirmed booking' : 'request'} of{' '}
            <Link
              className="font-medium underline"
              to={`${paths.owner.bookings}#booking-${conflict.bookingId}`}
            >
              {conflict.renterName}
            </Link>
            . Cancel one of them so the place is not double-booked.
          </li>
        ))}
      </ul>
    </Alert>
  );
}
