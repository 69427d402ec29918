import type { PaymentStatus } from '@setspot/domain/bookings/payment-status';

/** DESIGN section 2 payment states, in words for the owner's list. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  unpaid: 'Not paid yet',
  authorized: 'Card authorized, charged on approval',
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  failed: 'Payment failed',
};
