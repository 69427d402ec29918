import { canRenterCancel } from '@setspot/domain/bookings/booking-rules';
import { bookingDayCount } from '@setspot/domain/bookings/pricing';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { lazyDateFormat } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { bookingTimeZone } from '../lib/booking-time-zone';
import { dayCountText, formatBookingRange } from '../lib/format-booking-dates';
import { paymentStatusText } from '../lib/payment-status-text';
import { renterName } from '../lib/renter-name';
import { BookingRequestActions } from './booking-request-actions';
import { OwnerCancelAction } from './owner-cancel-action';

const requestedAt = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One request or booking on the owner's listings, with everything the filmmaker told them. */
type OwnerBookingItemProps = { booking: OwnerBooking; now: Date; extras?: ReactNode };

export function OwnerBookingItem({ booking, now, extras }: OwnerBookingItemProps) {
  const days = bookingDayCount(booking.startDate, booking.endDate);
  // A confirmed booking can be called off until its first day starts in the listing's zone.
  const cancellable =
    booking.status === 'confirmed' && canRenterCancel(booking, now, bookingTimeZone(booking));
  return (
    <article
      aria-label={`${renterName(booking.renter)}, ${booking.location.title}`}
      className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 className="font-semibold">
            <Link to={paths.location.build(booking.locationId)} className="hover:underline">
              {booking.location.title}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">
            Requested by <span className="font-medium text-foreground">{renterName(booking.renter)}</span> on{' '}
            {requestedAt.format(new Date(booking.createdAt))}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} paymentStatus={booking.paymentStatus} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <Fact
          term="Dates"
          value={`${formatBookingRange(booking.startDate, booking.endDate)} (${dayCountText(days)})`}
        />
        <Fact term="Crew size" value={String(booking.crewSize)} />
        <Fact term="Booking fee" value={formatMoney(booking.totalPrice)} />
        {booking.earnings ? (
          <>
            <Fact
              term={`SetSpot's fee (${booking.earnings.platformFeePercent}%)`}
              value={`−${formatMoney(booking.earnings.platformFee)}`}
            />
            <Fact term="You earn" value={formatMoney(booking.earnings.net)} />
          </>
        ) : null}
        <Fact term="Payment" value={paymentStatusText(booking.status, booking.paymentStatus)} />
      </dl>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact term="Project details" value={booking.projectDetails ?? 'None given'} long />
        <Fact term="Special requests" value={booking.specialRequests ?? 'None'} long />
        {booking.status === 'rejected' && booking.rejectionReason ? (
          <Fact term="Reason for rejection" value={booking.rejectionReason} long />
        ) : null}
        {booking.status === 'cancelled' ? (
          <Fact
            term={
              booking.cancelledBy === 'owner'
                ? 'Cancelled by you'
                : booking.cancelledBy === 'operator'
                  ? 'Cancelled by SetSpot'
                  : 'Cancelled by the filmmaker'
            }
            value={
              [
                booking.cancellationReason,
                booking.refundAmount !== null ? `Refund: ${formatMoney(booking.refundAmount)}` : null,
              ]
                .filter(Boolean)
                .join(' · ') || 'No reason given'
            }
            long
          />
        ) : null}
      </dl>
      {booking.status === 'pending' || cancellable || booking.renter ? (
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          {booking.status === 'pending' ? <BookingRequestActions booking={booking} /> : null}
          {cancellable ? <OwnerCancelAction booking={booking} /> : null}
          {booking.renter ? (
            <Link
              to={`${paths.messaging}?${new URLSearchParams({ userId: booking.renter.id, bookingId: booking.id })}`}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
              aria-label={`Message ${renterName(booking.renter)}`}
            >
              <MessageSquare aria-hidden="true" />
              Message
            </Link>
          ) : null}
        </div>
      ) : null}
      {/* The extras may draw nothing for this booking (reviews of a rejected request): an empty block
          then takes no room, so no divider is left closing the card. */}
      {extras ? <div className="grid gap-3 border-t border-border pt-3 empty:hidden">{extras}</div> : null}
    </article>
  );
}

function Fact({ term, value, long = false }: { term: string; value: string; long?: boolean }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={long ? 'whitespace-pre-line break-words' : 'font-medium'}>{value}</dd>
    </div>
  );
}
