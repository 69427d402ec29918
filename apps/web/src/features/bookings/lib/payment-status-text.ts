import type { BookingStatus } from '@setspot/domain/bookings/booking-status';
import type { PaymentStatus } from '@setspot/domain/bookings/payment-status';

/** architecture section 2 payment states, in words for the owner's list. */
const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  unpaid: 'Not paid yet',
  authorized: 'Card authorized, charged on approval',
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  failed: 'Payment failed',
};

/** An answered or lapsed request that was never charged is not waiting for a payment any more. */
export function paymentStatusText(status: BookingStatus, paymentStatus: PaymentStatus): string {
  const closed = status !== 'pending' && status !== 'confirmed';
  return closed && (paymentStatus === 'unpaid' || paymentStatus === 'failed')
    ? 'Nothing charged'
    : PAYMENT_STATUS_TEXT[paymentStatus];
}
