import {
  type BookingEvent,
  nextStatus,
  refusedTransitionMessage,
} from '@setspot/domain/bookings/booking-status';
import type { Tx } from '../../db/client.ts';
import { runWithBookingMoney } from '../payouts/payouts.public.ts';
import {
  type BookingChanges,
  type BookingViewRow,
  statusChanged,
  statusUpdate,
} from './bookings.repository.ts';

/**
 * An event the state machine does not allow from the booking's status (BOOKING_EVENTS in the
 * domain's booking-status.ts). Its message is the one the API answers 409 with.
 */
export class TransitionRefused extends Error {
  constructor(
    readonly from: BookingViewRow['status'],
    readonly event: BookingEvent,
  ) {
    super(refusedTransitionMessage(from, event));
    this.name = 'TransitionRefused';
  }
}

/** Throws TransitionRefused unless `event` may happen to a booking in its status now. */
export function assertAllowed(row: Pick<BookingViewRow, 'status'>, event: BookingEvent) {
  if (!nextStatus(row.status, event)) throw new TransitionRefused(row.status, event);
}

/** What an event writes beside the status: who, when, why, and the payment's state. */
export type TransitionExtra = Omit<BookingChanges, 'status'>;

/**
 * The one place a booking's status is written (API, webhooks, sweeps and account closure alike). The
 * next status is read from BOOKING_EVENTS, never passed in, so no caller can write a move the map does
 * not allow. The caller holds the booking's row lock (lockBookingView) and has moved any money first;
 * the UPDATE also names the status it moves from, so a row changed behind the lock is refused too.
 * Returns the booking as it now is.
 */
export async function transition(
  tx: Tx,
  row: BookingViewRow,
  event: BookingEvent,
  extra: TransitionExtra = {},
): Promise<BookingViewRow> {
  const to = nextStatus(row.status, event);
  if (!to) throw new TransitionRefused(row.status, event);
  const changes = { ...extra, status: to };
  // The money the event moved (a capture on approval, a refund on cancellation) goes into the ledger
  // with the status, in one statement (ADR 0036; ADR 0033, ninth amendment).
  const written = await runWithBookingMoney(tx, row, changes, statusUpdate(tx, row.id, row.status, changes));
  if (!statusChanged(tx, written)) throw new TransitionRefused(row.status, event);
  return { ...row, ...changes };
}
