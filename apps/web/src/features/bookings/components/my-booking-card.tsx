import { canRenterCancel, canStartCheckout } from '@setspot/domain/bookings/booking-rules';
import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { bookingDayCount } from '@setspot/domain/bookings/pricing';
import { CalendarDays, MapPin, MessageSquare, Star } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import { bookingTimeZone } from '../lib/booking-time-zone';
import { dayCountText, formatBookingRange } from '../lib/format-booking-dates';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { PayNowButton } from './pay-now-button';

// Only a cancelled booking offers a claim: its form loads with it, not with every bookings page.
const ClaimPanel = lazy(() => import('./claim-panel').then((m) => ({ default: m.ClaimPanel })));

type MyBookingCardProps = {
  booking: Booking;
  now: Date;
  /** The dashboard shows the booking with its View Location link only. */
  actions?: boolean;
};

/** One of the filmmaker's bookings: where, when, what it costs, where it stands. */
export function MyBookingCard({ booking, now, actions = true }: MyBookingCardProps) {
  const { location } = booking;
  const days = bookingDayCount(booking.startDate, booking.endDate);
  const cancellable = actions && canRenterCancel(booking, now, bookingTimeZone(booking));
  return (
    <article
      aria-label={location.title}
      className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="font-semibold">{location.title}</h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            {location.city}, {location.state}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} paymentStatus={booking.paymentStatus} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_auto_1fr]">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Dates</dt>
          <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
          <dd>
            {formatBookingRange(booking.startDate, booking.endDate)} · {dayCountText(days)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Total</dt>
          <dd className="font-medium">{formatMoney(booking.totalPrice)}</dd>
        </div>
        {booking.status === 'cancelled' && booking.refundAmount !== null ? (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Refund</dt>
            <dd className="font-medium">{formatMoney(booking.refundAmount)}</dd>
          </div>
        ) : null}
      </dl>
      <BookingNote booking={booking} />
      {actions && booking.status === 'cancelled' ? (
        <Suspense fallback={null}>
          <ClaimPanel booking={booking} now={now} />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link
          to={paths.location.build(booking.locationId)}
          className={buttonClasses({ variant: actions ? 'ghost' : 'outline', size: 'sm' })}
          aria-label={`View Location: ${location.title}`}
        >
          View Location
        </Link>
        {actions && booking.ownerId ? (
          <Link
            to={`${paths.messaging}?${new URLSearchParams({ userId: booking.ownerId, bookingId: booking.id })}`}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            aria-label={`Message the owner of ${location.title}`}
          >
            <MessageSquare aria-hidden="true" />
            Message
          </Link>
        ) : null}
        {actions && canStartCheckout(booking) ? (
          <PayNowButton bookingId={booking.id} label={location.title} />
        ) : null}
        {cancellable ? <CancelBookingDialog booking={booking} /> : null}
        {actions && booking.status === 'completed' ? (
          // The review form lives on the listing's page, opened for this booking (product section 2).
          <Link
            to={`${paths.location.build(booking.locationId)}?bookingId=${encodeURIComponent(booking.id)}`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            aria-label={`Leave a review: ${location.title}`}
          >
            <Star aria-hidden="true" />
            Leave a review
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/** A request whose card is not held yet: the owner does not see it until it is paid for (ADR 0011). */
function awaitingPayment(booking: Booking): boolean {
  return booking.status === 'pending' && canStartCheckout(booking);
}

function lapseText(expiresAt: string | null): string {
  if (!expiresAt) return '';
  const time = new Date(expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return ` Unpaid, it lapses at ${time}.`;
}

/**
 * What the filmmaker should know beyond the badge: what to do for a request not paid for yet, or
 * why a booking ended without a shoot, when they did not end it themselves.
 */
function BookingNote({ booking }: { booking: Booking }) {
  const note =
    booking.status === 'rejected' && booking.rejectionReason
      ? { label: "Owner's reason: ", text: booking.rejectionReason }
      : booking.status === 'cancelled' && booking.cancelledBy !== null && booking.cancelledBy !== 'renter'
        ? {
            label: booking.cancelledBy === 'operator' ? 'Cancelled by SetSpot: ' : 'Cancelled by the owner: ',
            text: booking.cancellationReason ?? 'No reason given.',
          }
        : awaitingPayment(booking)
          ? {
              label: 'Not sent to the owner yet: ',
              text: `pay to send your request.${lapseText(booking.expiresAt)}`,
            }
          : booking.status === 'expired'
            ? {
                label: '',
                text: 'This request lapsed before it was paid for or answered. Nothing was charged.',
              }
            : null;
  if (!note) return null;
  return (
    <p className="rounded-lg bg-muted p-3 text-sm">
      {note.label ? <span className="font-medium">{note.label}</span> : null}
      {note.text}
    </p>
  );
}
