import { PLEASE_PROVIDE_A_REASON_FOR_REJECTION } from '@setspot/domain/bookings/booking-texts';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useApproveBooking } from '../api/approve-booking';
import { useRejectBooking } from '../api/reject-booking';
import { earningsPerDayText } from '../lib/earnings-text';
import { formatBookingRange } from '../lib/format-booking-dates';
import { renterName } from '../lib/renter-name';
import { ReasonDialog } from './reason-dialog';

/**
 * Approve and Reject for a pending request (product section 2 'Owner dashboard'). Approving charges the
 * card the filmmaker authorised, so it waits until there is one.
 */
export function BookingRequestActions({ booking }: { booking: OwnerBooking }) {
  const approve = useApproveBooking();
  const reject = useRejectBooking();
  if (booking.status !== 'pending') return null;
  const who = renterName(booking.renter);
  const label = `${who}, ${booking.location.title}, ${formatBookingRange(booking.startDate, booking.endDate)}`;
  const payable = booking.paymentStatus === 'authorized';
  const busy = approve.isPending || reject.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {payable ? (
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Approve booking request: ${label}`}
          onClick={() => approve.mutate(booking.id)}
        >
          <Check aria-hidden="true" />
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
      ) : (
        <span className="text-sm text-muted-foreground">Waiting for the filmmaker's payment</span>
      )}
      {booking.earnings ? (
        <span className="text-sm text-muted-foreground">{earningsPerDayText(booking.earnings)}</span>
      ) : null}
      <ReasonDialog
        trigger={
          <Button size="sm" variant="outline" disabled={busy} aria-label={`Reject booking request: ${label}`}>
            <X aria-hidden="true" />
            Reject
          </Button>
        }
        title="Reject this booking request?"
        summary={label}
        consequence="The filmmaker is told your reason by email, and the hold on their card is released."
        reasonLabel="Reason for rejection"
        requiredMessage={PLEASE_PROVIDE_A_REASON_FOR_REJECTION}
        confirmLabel="Reject request"
        busyLabel="Rejecting..."
        bookingId={booking.id}
        action={reject}
      />
    </div>
  );
}
