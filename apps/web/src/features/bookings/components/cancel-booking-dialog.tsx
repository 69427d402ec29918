import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCancelBooking } from '../api/cancel-booking';
import { useRefundQuote } from '../api/get-refund-quote';
import { formatBookingRange } from '../lib/format-booking-dates';
import { RefundQuoteText } from './refund-quote-text';

/**
 * Spec section 4: the filmmaker cancels after a confirm prompt. The prompt first says what comes
 * back (the server's quote for cancelling now), so nobody cancels without knowing the refund.
 */
export function CancelBookingDialog({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const quote = useRefundQuote(booking.id, open);
  const cancel = useCancelBooking();
  const label = `${booking.location.title}, ${formatBookingRange(booking.startDate, booking.endDate)}`;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Cancel booking: ${label}`}>
          Cancel booking
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Cancel this booking?</AlertDialogTitle>
        <AlertDialogDescription>{label}</AlertDialogDescription>
        <RefundQuoteText quote={quote} />
        <p className="text-sm text-muted-foreground">
          Refunds follow the{' '}
          <Link to={paths.info.cancellationPolicy} className="font-medium text-primary underline">
            cancellation policy
          </Link>
          . Cancelling cannot be undone.
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Keep booking</AlertDialogCancel>
          <AlertDialogAction
            disabled={!quote.data || cancel.isPending}
            onClick={(event) => {
              event.preventDefault();
              cancel.mutate({ id: booking.id }, { onSettled: () => setOpen(false) });
            }}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel booking'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
