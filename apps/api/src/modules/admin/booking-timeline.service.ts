import type { AdminBookingDetail, TimelineEvent } from '@setspot/domain/admin/booking-timeline-schemas';
import { PARDONABLE_EVENT_NAMES } from '@setspot/domain/bookings/claim-events';
import { toCents } from '@setspot/domain/common/money';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import { findClaimOfBooking } from '../claims/claims.public.ts';
import { listAudit } from './audit.repository.ts';
import {
  countMessagesOf,
  findTimelineBooking,
  ledgerMovementsOf,
  payoutsOf,
} from './booking-timeline.repository.ts';
import { claimDetail } from './claim-decisions.service.ts';

const SETSPOT = 'SetSpot';
const LEDGER_TEXT: Record<string, string> = {
  authorization: 'Card authorised (held)',
  release: 'Card hold released',
  capture: 'Payment captured',
  refund: 'Refunded to the card',
  transfer: "Moved to the owner's payout account",
  payout: "Paid out to the owner's bank",
  payout_failure: 'Payout failed; money back in SetSpot',
  reversal: 'Transfer to the owner reversed',
};

type Booking = NonNullable<Awaited<ReturnType<typeof findTimelineBooking>>>;

/** The moments the booking's own row records: asked, answered, cancelled, lapsed, completed. */
function statusEvents(row: Booking): TimelineEvent[] {
  const event = (at: Date, text: string, by: string | null): TimelineEvent => ({
    at: at.toISOString(),
    kind: 'status',
    text,
    by,
    amountCents: null,
  });
  const events = [event(row.createdAt, 'Requested', row.renterEmail)];
  if (row.approvedAt) events.push(event(row.approvedAt, 'Approved', row.ownerEmail));
  if (row.rejectedAt)
    events.push(event(row.rejectedAt, `Rejected: ${row.rejectionReason ?? ''}`, row.ownerEmail));
  if (row.cancelledAt) {
    const by =
      row.cancelledBy === 'renter' ? row.renterEmail : row.cancelledBy === 'owner' ? row.ownerEmail : SETSPOT;
    const why = row.cancellationReason ? `: ${row.cancellationReason}` : '';
    events.push(event(row.cancelledAt, `Cancelled by the ${row.cancelledBy ?? 'renter'}${why}`, by));
  }
  if (row.status === 'expired')
    events.push(event(row.expiresAt ?? row.updatedAt, 'Expired unanswered', SETSPOT));
  if (row.status === 'completed') events.push(event(row.updatedAt, 'Completed', SETSPOT));
  return events;
}

/**
 * A booking for the console: its facts, and its timeline built from the tables that already record
 * each step (the booking row, the ledger, payouts, the audit log, its claim), oldest first.
 */
export async function bookingDetail(
  deps: Pick<AppDeps, 'db'>,
  id: string,
): Promise<Outcome<AdminBookingDetail>> {
  const row = await findTimelineBooking(deps.db, id);
  if (!row) return refusal('not_found', 'Booking not found');
  const [movements, payouts, audit, messageCount, claimRow] = await Promise.all([
    ledgerMovementsOf(deps.db, id),
    payoutsOf(deps.db, id),
    listAudit(deps.db, { targetType: 'booking', targetId: id }, { limit: 100, offset: 0 }),
    countMessagesOf(deps.db, id),
    findClaimOfBooking(deps.db, id),
  ]);
  const timeline = statusEvents(row);
  for (const move of movements) {
    if (!LEDGER_TEXT[move.kind]) continue;
    const kind =
      move.kind === 'refund'
        ? 'refund'
        : move.kind === 'transfer' || move.kind.startsWith('payout')
          ? 'payout'
          : 'payment';
    // What the card moved (a capture moves the held money, the owner gets only their share of it).
    const moved = move.renterCents ?? (move.kind === 'capture' ? move.holdCents : move.ownerCents);
    const amount = moved === null ? null : Math.abs(moved);
    timeline.push({
      at: move.at.toISOString(),
      kind,
      text: LEDGER_TEXT[move.kind] ?? move.kind,
      by: SETSPOT,
      amountCents: amount,
    });
  }
  for (const payout of payouts) {
    const at = payout.paidAt ?? payout.failedAt ?? payout.createdAt;
    timeline.push({
      at: at.toISOString(),
      kind: 'payout',
      text: `Payout ${payout.status.replace('_', ' ')}`,
      by: SETSPOT,
      amountCents: payout.netCents,
    });
  }
  for (const entry of audit.rows) {
    timeline.push({
      at: entry.at.toISOString(),
      kind: 'operator',
      text: `${entry.action}${entry.reason ? `: ${entry.reason}` : ''}`,
      by: entry.actorEmail,
      amountCents: null,
    });
  }
  const claim = claimRow ? await claimDetail(deps, claimRow.id) : null;
  if (claimRow) {
    timeline.push({
      at: claimRow.createdAt.toISOString(),
      kind: 'claim',
      text: `Pardonable-event claim filed: ${PARDONABLE_EVENT_NAMES[claimRow.event]}`,
      by: row.renterEmail,
      amountCents: null,
    });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  const chargedCents = toCents(row.totalPrice) + toCents(row.serviceFee);
  return success({
    booking: {
      id: row.id,
      locationId: row.locationId,
      locationTitle: row.locationTitle,
      renterId: row.renterId,
      ownerId: row.ownerId,
      renterEmail: row.renterEmail,
      ownerEmail: row.ownerEmail,
      status: row.status,
      paymentStatus: row.paymentStatus,
      startDate: row.startDate,
      endDate: row.endDate,
      totalCents: toCents(row.totalPrice),
      chargedCents,
      refundCents: row.refundAmount === null ? null : toCents(row.refundAmount),
      cancellationReason: row.cancellationReason,
      cancelledBy: row.cancelledBy,
    },
    timeline,
    messageCount,
    claim: claim?.ok ? claim.value : null,
    payoutHeld: claimRow?.status === 'open',
  });
}
