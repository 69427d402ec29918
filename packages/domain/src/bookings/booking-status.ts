import type { PaymentStatus } from './payment-status.ts';

/** Product section 4 statuses plus `expired` (architecture section 5: requests that lapse release their dates). */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'rejected',
  'cancelled',
  'completed',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the dates: the same list as the exclusion constraint's WHERE clause. */
export const DATE_HOLDING_STATUSES = [
  'pending',
  'confirmed',
  'completed',
] as const satisfies readonly BookingStatus[];

export type BookingActor = 'owner' | 'renter' | 'system';

/** Every allowed move, who makes it, and from where. Anything not listed here is refused. */
export const BOOKING_EVENTS = {
  approve: { from: ['pending'], to: 'confirmed', by: 'owner' },
  reject: { from: ['pending'], to: 'rejected', by: 'owner' },
  expire: { from: ['pending'], to: 'expired', by: 'system' },
  // The start must also be in the future: see canRenterCancel in booking-rules.ts.
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', by: 'renter' },
  // With a reason and a full refund; a request still waiting is rejected instead.
  ownerCancel: { from: ['confirmed'], to: 'cancelled', by: 'owner' },
  // Only after the end date: see isDueForCompletion in booking-rules.ts.
  complete: { from: ['confirmed'], to: 'completed', by: 'system' },
  // A party deleted their account: what is still to come is cancelled on their behalf.
  closeAccount: { from: ['pending', 'confirmed'], to: 'cancelled', by: 'system' },
  // An operator ends a request or a booking to come, with a reason and a refund they choose (ADR 0048).
  operatorCancel: { from: ['pending', 'confirmed'], to: 'cancelled', by: 'system' },
  // An Instant Book listing's request, confirmed once its card is authorised and captured (ADR 0039).
  instantConfirm: { from: ['pending'], to: 'confirmed', by: 'system' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus; by: BookingActor }>;
export type BookingEvent = keyof typeof BOOKING_EVENTS;

/** The transition map, derived from BOOKING_EVENTS so the two can never disagree. */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = (() => {
  const map = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, [] as BookingStatus[]]));
  for (const rule of Object.values(BOOKING_EVENTS)) {
    for (const from of rule.from) map[from]?.push(rule.to);
  }
  return Object.freeze(map as Record<BookingStatus, BookingStatus[]>);
})();

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** The status an event leads to from `from`, or null when the event is not allowed there. */
export function nextStatus(from: BookingStatus, event: BookingEvent): BookingStatus | null {
  const rule = BOOKING_EVENTS[event];
  return (rule.from as readonly BookingStatus[]).includes(from) ? rule.to : null;
}

const VERB: Record<BookingEvent, string> = {
  approve: 'approved',
  reject: 'rejected',
  expire: 'expired',
  cancel: 'cancelled',
  ownerCancel: 'cancelled',
  complete: 'completed',
  closeAccount: 'cancelled',
  operatorCancel: 'cancelled',
  instantConfirm: 'confirmed',
};

const STATE_PHRASE: Record<BookingStatus, string> = {
  pending: 'is still waiting for an answer',
  confirmed: 'is already confirmed',
  rejected: 'was rejected',
  cancelled: 'has already been cancelled',
  completed: 'is already completed',
  expired: 'has expired',
};

/**
 * Why `event` is refused from `from`, in words a person reads (the API answers 409 with it), e.g.
 * 'This booking cannot be approved because it has already been cancelled.'
 */
export function refusedTransitionMessage(from: BookingStatus, event: BookingEvent): string {
  if (event === 'ownerCancel' && from === 'pending') {
    return 'This booking cannot be cancelled because it is still waiting for your answer. Reject the request instead.';
  }
  return `This booking cannot be ${VERB[event]} because it ${STATE_PHRASE[from]}.`;
}

/** Product section 4 badges; completed and expired are the product's additions. */
export function bookingBadgeText(
  status: BookingStatus,
  paymentStatus: PaymentStatus | null | undefined,
): string {
  switch (status) {
    case 'pending':
      // Not sent to the owner until a card is held (ADR 0011): the filmmaker still has to pay.
      return paymentStatus === 'unpaid' || paymentStatus === 'failed'
        ? 'Awaiting Payment'
        : 'Pending Approval';
    case 'confirmed':
      return paymentStatus === 'paid' ? 'Confirmed' : 'Awaiting Payment';
    case 'cancelled':
      return 'Cancelled';
    case 'rejected':
      return 'Rejected';
    case 'completed':
      return 'Completed';
    case 'expired':
      return 'Expired';
  }
}
