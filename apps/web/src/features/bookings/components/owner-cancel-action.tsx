import { PLEASE_PROVIDE_A_REASON_FOR_CANCELLATION } from '@setspot/domain/bookings/booking-texts';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { formatMoney } from '../../../lib/format-money';
import { useCancelBooking } from '../api/cancel-booking';
import { formatBookingRange } from '../lib/format-booking-dates';
import { renterName } from '../lib/renter-name';
import { CancelBookingButton } from './cancel-booking-button';
import { ReasonDialog } from './reason-dialog';

/** The owner cancels a confirmed booking: a reason is required and the filmmaker gets everything back. */
export function OwnerCancelAction({ booking }: { booking: OwnerBooking }) {
  const cancel = useCancelBooking();
  const label = `${renterName(booking.renter)}, ${booking.location.title}, ${formatBookingRange(booking.startDate, booking.endDate)}`;
  return (
    <ReasonDialog
      trigger={<CancelBookingButton label={label} />}
      title="Cancel this confirmed booking?"
      summary={label}
      consequence={`The filmmaker gets a full refund of ${formatMoney(centsToDollars(toCents(booking.totalPrice) + toCents(booking.serviceFee)))}, the service fee included, and an email with your reason. This cannot be undone.`}
      reasonLabel="Reason for cancellation"
      requiredMessage={PLEASE_PROVIDE_A_REASON_FOR_CANCELLATION}
      confirmLabel="Cancel booking"
      busyLabel="Cancelling..."
      bookingId={booking.id}
      action={cancel}
    />
  );
}
