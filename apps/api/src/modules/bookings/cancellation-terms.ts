import { paymentStatusAfterRefund } from '@setspot/domain/bookings/booking-rules';
import { renterCancellationQuote } from '@setspot/domain/bookings/refunds';
import { toCents } from '@setspot/domain/common/money';
import { chargedCents } from '../payouts/payouts.public.ts';
import type { BookingViewRow } from './bookings.repository.ts';

/**
 * What a cancellation gives back (architecture section 2): by the owner, a full refund of what was paid
 * (service fee included); by the renter, the policy's share of the booking fee (the service fee is kept,
 * docs/decisions/0036). `refundCents` is null when nothing was charged
 * (an authorised hold is released instead, and the booking is left unpaid). One rule for a cancel
 * button and for a closing account alike.
 */
export function cancellationTerms(row: BookingViewRow, byOwner: boolean, now: Date) {
  const totalCents = chargedCents(row);
  let refundCents: number | null;
  if (byOwner) {
    refundCents = row.paymentStatus === 'paid' ? totalCents : null;
  } else {
    const quote = renterCancellationQuote({
      ...row,
      timeZone: row.locationTimeZone,
      totalCents: toCents(row.totalPrice),
      serviceFeeCents: toCents(row.serviceFee),
      now,
    });
    refundCents = quote.chargedCents > 0 ? quote.refundCents : null;
  }
  const paymentStatus =
    refundCents !== null
      ? paymentStatusAfterRefund(totalCents, refundCents)
      : row.paymentStatus === 'authorized'
        ? 'unpaid'
        : row.paymentStatus;
  return { refundCents, paymentStatus };
}
