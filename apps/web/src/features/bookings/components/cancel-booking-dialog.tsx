import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { useCancelBooking } from '../api/cancel-booking';
import { useRefundQuote } from '../api/get-refund-quote';
import { formatBookingRange } from '../lib/format-booking-dates';
import { CancelBookingButton } from './cancel-booking-button';
import { RefundQuoteText } from './refund-quote-text';

/**
 * Product section 4: the filmmaker cancels after a confirm prompt. The prompt first says what comes
 * back (the server's quote for cancelling now), so nobody cancels without knowing the refund.
 */
export function CancelBookingDialog({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const quote = useRefundQuote(booking.id, open);
  const cancel = useCancelBooking();
  const label = `${booking.location.title}, ${formatBookingRange(booking.startDate, booking.endDate)}`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<CancelBookingButton label={label} />}
      title="Cancel this booking?"
      description={label}
      cancelLabel="Keep booking"
      confirmLabel="Cancel booking"
      busyLabel="Cancelling..."
      busy={cancel.isPending}
      confirmDisabled={!quote.data}
      onConfirm={() => cancel.mutate({ id: booking.id }, { onSettled: () => setOpen(false) })}
    >
      <RefundQuoteText quote={quote} />
      <p className="text-sm text-muted-foreground">
        Refunds follow the{' '}
        <Link to={paths.info.cancellationPolicy} className="font-medium text-primary underline">
          cancellation policy
        </Link>
        . Cancelling cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
