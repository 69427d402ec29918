import { localDateOfCalendarDate } from '@setspot/domain/common/calendar-date';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { englishShortDay } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { EmptyState } from './empty-state';

const day = (date: string) => englishShortDay(localDateOfCalendarDate(date));

type RecentBookingRequestsProps = {
  bookings: readonly OwnerBooking[];
  /** Approve and reject, drawn by the bookings feature. */
  renderActions?: ((booking: OwnerBooking) => ReactNode) | undefined;
};

/** The 5 latest booking requests with their status and the owner's answers. */
export function RecentBookingRequests({ bookings, renderActions }: RecentBookingRequestsProps) {
  return (
    <section aria-labelledby="recent-booking-requests" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-booking-requests" className="text-lg font-semibold">
          Recent Booking Requests
        </h2>
        {bookings.length > 0 ? (
          <Link to={paths.owner.bookings} className="text-sm font-medium text-primary hover:underline">
            View all bookings
          </Link>
        ) : null}
      </div>
      {bookings.length === 0 ? (
        <EmptyState
          title="No booking requests yet"
          description="Requests from filmmakers appear here. More listings mean more chances to be booked."
          actionLabel="List a property"
        />
      ) : (
        <Card>
          <ul className="divide-y divide-border">
            {bookings.map((booking) => (
              <li key={booking.id} className="grid gap-3 p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="grid gap-0.5">
                    <p className="font-medium">{booking.location.title}</p>
                    <p className="text-sm text-muted-foreground">
                      {booking.renter
                        ? `${booking.renter.firstName} ${booking.renter.lastName}`
                        : 'Deleted user'}{' '}
                      · {day(booking.startDate)} – {day(booking.endDate)}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="font-medium">{formatMoney(booking.totalPrice)}</span>
                    <BookingStatusBadge status={booking.status} paymentStatus={booking.paymentStatus} />
                  </div>
                </div>
                {renderActions?.(booking)}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
