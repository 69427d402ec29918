import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { Clock } from 'lucide-react';
import { lazyDateFormat } from '../../../lib/format-date';

// The reader's own clock, with its zone named: the deadline is an instant, not a day of the listing.
const deadlineFormat = lazyDateFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * Under the spec's 'Booking Confirmed!' while the request is still pending: it is not a confirmed
 * booking yet, the owner has to approve it, and by when (the request lapses at `expiresAt`).
 */
export function ApprovalPendingNote({
  booking,
}: {
  booking: Pick<Booking, 'status' | 'paymentStatus' | 'expiresAt'>;
}) {
  if (booking.status !== 'pending') return null;
  const deadline = booking.expiresAt ? deadlineFormat.format(new Date(booking.expiresAt)) : null;
  const authorized = booking.paymentStatus === 'authorized';
  return (
    <p className="flex max-w-xl items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-left text-sm text-amber-950">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">Not confirmed yet: the owner still has to approve your request.</span>{' '}
        {deadline ? `They have until ${deadline} to answer. ` : null}
        {authorized
          ? 'Your card is charged only when they approve; without an answer in time the request lapses and the hold on your card is released.'
          : 'Without an answer in time the request lapses and nothing is charged.'}
      </span>
    </p>
  );
}
