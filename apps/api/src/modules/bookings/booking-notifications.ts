import { isVisibleToOwner } from '@setspot/domain/bookings/booking-rules';
import { toCents } from '@setspot/domain/common/money';
import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { chargedCents } from '../payouts/payouts.public.ts';
import {
  approvedEmail,
  cancelledEmail,
  type EmailBooking,
  expiredEmail,
  newRequestEmail,
  receiptEmail,
  rejectedEmail,
} from './booking-emails.ts';
import { type BookingParties, type BookingViewRow, findBookingParties } from './bookings.repository.ts';

export type BookingNotice = 'new_request' | 'approved' | 'rejected' | 'expired' | 'cancelled';

type NoticeDeps = Pick<AppDeps, 'outbox' | 'config'>;

function emailBooking(row: BookingViewRow): EmailBooking {
  return {
    id: row.id,
    title: row.locationTitle,
    address: row.locationAddress,
    city: row.locationCity,
    state: row.locationState,
    startDate: row.startDate,
    endDate: row.endDate,
    totalCents: chargedCents(row),
    serviceFeeCents: toCents(row.serviceFee),
    crewSize: row.crewSize,
    projectDetails: row.projectDetails,
    renterName: [row.renterFirstName, row.renterLastName].filter(Boolean).join(' '),
  };
}

/**
 * Queues the emails a change of `row` (as it is after the change) calls for, in the transaction that
 * made the change: they go out only if it commits, and a mail failure never undoes it. `known`: the
 * parties when the caller read them with its lock (lockBookingWithParties); otherwise they are read.
 */
export async function notifyBooking(
  deps: NoticeDeps,
  tx: Tx,
  row: BookingViewRow,
  notice: BookingNotice,
  known?: BookingParties,
) {
  const parties = known ?? (await findBookingParties(tx, row.id));
  if (!parties) return;
  const base = deps.config.publicUrl;
  const booking = emailBooking(row);
  const renter = parties.renterEmail
    ? {
        email: parties.renterEmail,
        firstName: parties.renterFirstName ?? '',
        link: `${base}/filmmaker/bookings`,
      }
    : null;
  const owner = {
    email: parties.ownerEmail,
    firstName: parties.ownerFirstName,
    link: `${base}/owner/bookings`,
  };
  const emails: OutgoingEmail[] = [];

  switch (notice) {
    case 'new_request':
      emails.push(newRequestEmail(owner, booking));
      break;
    case 'approved':
      if (renter) {
        emails.push(approvedEmail(renter, booking));
        emails.push(
          receiptEmail({ ...renter, link: `${base}/order-confirmation?booking_id=${row.id}` }, booking),
        );
      }
      break;
    case 'rejected':
      if (renter) emails.push(rejectedEmail(renter, booking, row.rejectionReason ?? ''));
      break;
    case 'expired':
      if (renter) emails.push(expiredEmail(renter, booking, 'renter'));
      if (isVisibleToOwner(row)) emails.push(expiredEmail(owner, booking, 'owner'));
      break;
    case 'cancelled': {
      const cancellation = {
        by: row.cancelledBy ?? ('renter' as const),
        reason: row.cancellationReason,
        refundCents: row.refundAmount === null ? null : toCents(row.refundAmount),
      };
      if (renter) emails.push(cancelledEmail(renter, booking, cancellation, 'renter'));
      // The owner never heard of a request that was not paid for, so is not told it ended either.
      if (isVisibleToOwner(row)) emails.push(cancelledEmail(owner, booking, cancellation, 'owner'));
      break;
    }
  }
  await deps.outbox.queue(tx, ...emails);
}
