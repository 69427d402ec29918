import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** No bookings at all leads to listing a space; an empty filter leads back to all of them. */
export function OwnerBookingsEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input px-6 py-10 text-center">
      <CalendarX2 aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{filtered ? 'No bookings with this status' : 'No booking requests yet'}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {filtered
          ? 'Choose another status to see the rest of your bookings.'
          : 'Requests from filmmakers appear here. More listings mean more chances to be booked.'}
      </p>
      <Link
        to={filtered ? paths.owner.bookings : paths.listProperty}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        {filtered ? 'Show all bookings' : 'List a property'}
      </Link>
    </div>
  );
}
