import { PAYMENT_CAPTURE_FAILED } from '@setspot/domain/bookings/booking-texts';
import { toCents } from '@setspot/domain/common/money';
import type { Tx } from '../../db/client.ts';
import { takesInstantBookings } from '../availability/availability.public.ts';
import { formatCents, formatDay } from './booking-emails.ts';
import { notifyBooking } from './booking-notifications.ts';
import type { TransitionDeps } from './booking-transitions.ts';
import { type BookingViewRow, findBookingParties } from './bookings.repository.ts';
import { captureKey, MoneyStepFailed, moneyStep } from './money-steps.ts';
import { transition } from './transition.ts';

/**
 * Instant book (ADR 0039): a request on a listing that takes instant bookings is confirmed as soon
 * as its card is authorised, the card captured at once, with no approval step. The owner is emailed
 * 'New confirmed booking'; the filmmaker gets the usual confirmation and receipt. If the capture
 * fails the request simply stays a request for the owner to answer. Returns whether it confirmed.
 */
export async function confirmInstantly(deps: TransitionDeps, tx: Tx, row: BookingViewRow): Promise<boolean> {
  const paymentIntentId = row.paymentIntentId;
  if (!paymentIntentId || !(await takesInstantBookings(tx, row.locationId))) return false;
  let captured: boolean;
  try {
    const remote = await moneyStep(deps, row, PAYMENT_CAPTURE_FAILED, () =>
      deps.payments.capture(paymentIntentId, { idempotencyKey: captureKey(paymentIntentId) }),
    );
    captured = remote.state === 'captured';
  } catch (error) {
    if (!(error instanceof MoneyStepFailed)) throw error;
    captured = false;
  }
  if (!captured) return false;
  const confirmed = await transition(tx, row, 'instantConfirm', {
    paymentStatus: 'paid',
    approvedAt: deps.clock.now(),
  });
  await notifyBooking(deps, tx, confirmed, 'approved');
  const parties = await findBookingParties(tx, row.id);
  if (parties) {
    const renter = [row.renterFirstName, row.renterLastName].filter(Boolean).join(' ') || 'A filmmaker';
    await deps.outbox.queue(tx, {
      to: parties.ownerEmail,
      subject: 'New confirmed booking',
      text: [
        parties.ownerFirstName ? `Hi ${parties.ownerFirstName},` : 'Hi,',
        `${renter} booked ${row.locationTitle} with Instant Book: the booking is confirmed and paid.`,
        `Dates: ${formatDay(row.startDate)} to ${formatDay(row.endDate)}\nTotal: ${formatCents(toCents(row.totalPrice))}\nBooking reference: ${row.id}`,
        `${deps.config.publicUrl}/owner/bookings`,
        'The SetSpot team',
      ].join('\n\n'),
    });
  }
  return true;
}
