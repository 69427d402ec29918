import { type BookingStatus, bookingBadgeText } from '@setspot/domain/bookings/booking-status';
import type { PaymentStatus } from '@setspot/domain/bookings/payment-status';
import { Badge, type BadgeVariant } from './ui/badge';

const VARIANTS: Record<BookingStatus, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'secondary',
  rejected: 'destructive',
  cancelled: 'secondary',
  expired: 'outline',
};

/** Product section 4 badges ('Pending Approval', 'Confirmed', 'Awaiting Payment', ...). */
export function BookingStatusBadge({
  status,
  paymentStatus,
}: {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
}) {
  return <Badge variant={VARIANTS[status]}>{bookingBadgeText(status, paymentStatus)}</Badge>;
}
