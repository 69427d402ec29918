import { canStartCheckout } from '@setspot/domain/bookings/booking-rules';
import {
  BOOKING_NOT_FOUND_DESCRIPTION,
  BOOKING_NOT_FOUND_TITLE,
} from '@setspot/domain/bookings/booking-texts';
import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBooking } from '../api/get-booking';
import { usePayForBooking } from '../api/request-checkout';
import { formatBookingRange } from '../lib/format-booking-dates';

/**
 * architecture section 2: the payment page's cancel return (/payment-canceled?booking_id={id}). Nothing was
 * charged; while the request is still open the filmmaker can go back to paying.
 */
export function PaymentCanceledPage({ bookingId }: { bookingId: string }) {
  useDocumentTitle('Payment cancelled');
  const query = useBooking(bookingId);
  const pay = usePayForBooking();
  const notFound = bookingId === '' || (query.error instanceof ApiError && query.error.status === 404);

  if (query.isError && !notFound) {
    return <LoadFailure level="h1" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!notFound && !query.data) return <PageLoading label="Loading..." />;
  const booking = query.data;
  const payable = booking ? canStartCheckout(booking) : false;
  const busy = pay.isPending || pay.isSuccess;

  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-center gap-5 px-4 py-14 text-center sm:py-20">
      <span className="grid size-14 place-items-center rounded-full bg-muted text-muted-foreground">
        <CircleX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Payment cancelled</h1>
      <p className="text-lg">Your payment was cancelled and nothing was charged.</p>
      {booking ? (
        <p className="text-muted-foreground">
          {payable
            ? `Your request for ${booking.location.title} (${formatBookingRange(booking.startDate, booking.endDate)}) is still open. Pay to send it to the owner; unpaid requests lapse after 30 minutes.`
            : `Your request for ${booking.location.title} is no longer waiting for payment. Your bookings page shows where it stands.`}
        </p>
      ) : (
        <p className="text-muted-foreground">
          {BOOKING_NOT_FOUND_TITLE}. {BOOKING_NOT_FOUND_DESCRIPTION}
        </p>
      )}
      <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
        <Link
          to={paths.filmmaker.bookings}
          className={buttonClasses({ variant: payable ? 'outline' : 'default' })}
        >
          View My Bookings
        </Link>
        {booking && payable ? (
          <Button
            disabled={busy}
            onClick={() =>
              pay.mutate(booking.id, {
                onError: (error) =>
                  showToast((toast) =>
                    toast.error(`Could not open the payment page: ${errorMessage(error)}`),
                  ),
              })
            }
          >
            {busy ? 'Opening payment...' : 'Try payment again'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
