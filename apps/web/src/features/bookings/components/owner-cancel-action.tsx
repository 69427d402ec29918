import { PLEASE_PROVIDE_A_REASON_FOR_CANCELLATION } from '@setspot/domain/bookings/booking-texts';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format-money';
import { useCancelBooking } from '../api/cancel-booking';
import { formatBookingRange } from '../lib/format-booking-dates';
import { renterName } from '../lib/renter-name';
import { ReasonDialog } from './reason-dialog';

/** The owner cancels a confirmed booking: a reason is required and the filmmaker gets everything back. */
export function OwnerCancelAction({ booking }: { booking: OwnerBooking }) {
  const cancel = useCancelBooking();
  const label = `${renterName(booking.renter)}, ${booking.location.title}, ${formatBookingRange(booking.startDate, booking.endDate)}`;
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`Cancel booking: ${label}`}>
          Cancel booking
        </Button>
      }
      title="Cancel this confirmed booking?"
      description={
        <>
          <span>{label}</span>
          <span>
            The filmmaker gets a full refund of {formatMoney(booking.totalPrice)} and an email with your
            reason. This cannot be undone.
          </span>
        </>
      }
      reasonLabel="Reason for cancellation"
      requiredMessage={PLEASE_PROVIDE_A_REASON_FOR_CANCELLATION}
      confirmLabel="Cancel booking"
      busyLabel="Cancelling..."
      busy={cancel.isPending}
      onConfirm={(reason, close) => cancel.mutate({ id: booking.id, reason }, { onSuccess: close })}
    />
  );
}
