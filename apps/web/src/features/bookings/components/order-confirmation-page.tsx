import {
  BOOKING_NOT_FOUND_DESCRIPTION,
  BOOKING_NOT_FOUND_TITLE,
} from '@setspot/domain/bookings/booking-texts';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import { CircleCheck, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { LoadFailure } from '../../../components/load-failure';
import { buttonClasses } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBooking } from '../api/get-booking';
import { formatBookingDay } from '../lib/format-booking-dates';
import { ApprovalPendingNote } from './approval-pending-note';

/** Product section 2 'Order confirmation': where the payment page returns (?booking_id={id}). */
export function OrderConfirmationPage({ bookingId }: { bookingId: string }) {
  const query = useBooking(bookingId, { waitForPayment: true });
  const notFound = bookingId === '' || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(notFound ? BOOKING_NOT_FOUND_TITLE : 'Booking Confirmed!');

  if (notFound) return <BookingNotFound />;
  if (query.isError)
    return <LoadFailure level="h1" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoading label="Loading..." />;
  const booking = query.data;
  const { location } = booking;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-14">
      <header className="grid justify-items-center gap-3 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Booking Confirmed!</h1>
        <p className="text-muted-foreground">Thank you for booking with us</p>
        <ApprovalPendingNote booking={booking} />
      </header>
      <section
        aria-labelledby="booking-location"
        className="grid gap-4 rounded-xl border border-border p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="booking-location" className="text-xl font-semibold">
              {location.title}
            </h2>
            <p className="text-muted-foreground">
              {location.address}, {location.city}, {location.state}
            </p>
          </div>
          <BookingStatusBadge status={booking.status} paymentStatus={booking.paymentStatus} />
        </div>
        <dl className="grid grid-cols-2 gap-3 border-t border-border pt-4 sm:grid-cols-3">
          <Fact term="Start date" value={formatBookingDay(booking.startDate)} />
          <Fact term="End date" value={formatBookingDay(booking.endDate)} />
          <Fact term="Booking fee" value={formatMoney(booking.totalPrice)} />
          <Fact term="Service fee" value={formatMoney(booking.serviceFee)} />
          <Fact
            term="Total"
            value={formatMoney(centsToDollars(toCents(booking.totalPrice) + toCents(booking.serviceFee)))}
          />
        </dl>
      </section>
      <section aria-labelledby="next-steps" className="grid gap-3 rounded-xl bg-muted p-5 sm:p-6">
        <h2 id="next-steps" className="font-semibold">
          Next Steps
        </h2>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {booking.status === 'confirmed' ? (
            // Instant Book (ADR 0039): confirmed and paid as the card was authorised; no one reviews it.
            <>
              <li>Your booking is confirmed and paid: no approval step is needed.</li>
              <li>A confirmation email and your receipt are on their way.</li>
            </>
          ) : (
            <>
              <li>The location owner will review your booking request.</li>
              <li>You will receive a confirmation email once your booking is approved.</li>
            </>
          )}
          <li>You can track the status of your booking in your bookings dashboard.</li>
        </ol>
      </section>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
          Back to Home
        </Link>
        <Link to={paths.filmmaker.bookings} className={buttonClasses({})}>
          View My Bookings
        </Link>
      </div>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function BookingNotFound() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold tracking-tight">{BOOKING_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{BOOKING_NOT_FOUND_DESCRIPTION}</p>
      <Link to={paths.filmmaker.bookings} className={buttonClasses({})}>
        View My Bookings
      </Link>
    </div>
  );
}
