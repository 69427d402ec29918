import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { formatMoney } from '../../../lib/format-money';

/**
 * Holds the booking panel's place beside the tabs until the bookings work brings the real one
 * (dates, crew, request). It shows the price and says booking is not open: nothing here books.
 */
export function BookingPanelPlaceholder({ pricePerDay }: { pricePerDay: number }) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-border bg-surface p-6 shadow-sm"
    >
      <h2 id={headingId} className="sr-only">
        Booking
      </h2>
      <p>
        <span className="text-3xl font-bold">{formatMoney(pricePerDay)}</span>
        <span className="text-muted-foreground"> / day</span>
      </p>
      <div className="grid gap-1 rounded-lg bg-muted p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <CalendarClock aria-hidden="true" className="size-4 text-primary" />
          Booking opens soon
        </p>
        <p className="text-muted-foreground">
          Requesting dates online is on its way. Check back soon to book this location for your shoot.
        </p>
      </div>
    </aside>
  );
}
