import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type BookingStatus,
  bookingBadgeText,
  canTransition,
  nextStatus,
  refusedTransitionMessage,
} from './booking-status.ts';
import { bookingStatusSchema } from './booking-status-schema.ts';
import { PAYMENT_STATUSES } from './payment-status.ts';

const allowed = new Set([
  'pending>confirmed',
  'pending>rejected',
  'pending>expired',
  'pending>cancelled',
  'confirmed>cancelled',
  'confirmed>completed',
]);

describe('canTransition', () => {
  const pairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it('has no way out of a final status', () => {
    for (const status of ['rejected', 'cancelled', 'completed', 'expired'] as const) {
      expect(BOOKING_TRANSITIONS[status]).toEqual([]);
    }
  });
});

describe('nextStatus', () => {
  it.each([
    ['pending', 'approve', 'confirmed'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'expire', 'expired'],
    ['pending', 'cancel', 'cancelled'],
    ['confirmed', 'cancel', 'cancelled'],
    ['confirmed', 'complete', 'completed'],
    ['confirmed', 'approve', null],
    ['confirmed', 'reject', null],
    ['confirmed', 'expire', null],
    ['pending', 'complete', null],
    ['cancelled', 'cancel', null],
    ['rejected', 'approve', null],
    ['completed', 'cancel', null],
    ['expired', 'approve', null],
  ] as const)('%s + %s -> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  it('lets the owner cancel a confirmed booking only', () => {
    expect(nextStatus('confirmed', 'ownerCancel')).toBe('cancelled');
    for (const status of ['pending', 'rejected', 'cancelled', 'completed', 'expired'] as const) {
      expect(nextStatus(status, 'ownerCancel')).toBeNull();
    }
  });

  it('says who makes each move', () => {
    expect(BOOKING_EVENTS.ownerCancel.by).toBe('owner');
    expect(BOOKING_EVENTS.approve.by).toBe('owner');
    expect(BOOKING_EVENTS.reject.by).toBe('owner');
    expect(BOOKING_EVENTS.cancel.by).toBe('renter');
    expect(BOOKING_EVENTS.expire.by).toBe('system');
    expect(BOOKING_EVENTS.complete.by).toBe('system');
  });
});

describe('bookingBadgeText', () => {
  it('follows the spec for each status', () => {
    expect(bookingBadgeText('pending', 'authorized')).toBe('Pending Approval');
    expect(bookingBadgeText('pending', 'paid')).toBe('Pending Approval');
    expect(bookingBadgeText('confirmed', 'paid')).toBe('Confirmed');
    expect(bookingBadgeText('cancelled', 'refunded')).toBe('Cancelled');
    expect(bookingBadgeText('rejected', 'unpaid')).toBe('Rejected');
    expect(bookingBadgeText('completed', 'paid')).toBe('Completed');
    expect(bookingBadgeText('expired', 'unpaid')).toBe('Expired');
  });

  it('shows Awaiting Payment for a request whose card is not held yet', () => {
    expect(bookingBadgeText('pending', 'unpaid')).toBe('Awaiting Payment');
    expect(bookingBadgeText('pending', 'failed')).toBe('Awaiting Payment');
  });

  it('shows Awaiting Payment for a confirmed booking not yet paid', () => {
    for (const payment of PAYMENT_STATUSES.filter((value) => value !== 'paid')) {
      expect(bookingBadgeText('confirmed', payment)).toBe('Awaiting Payment');
    }
    expect(bookingBadgeText('confirmed', null)).toBe('Awaiting Payment');
  });
});

describe('bookingStatusSchema', () => {
  it('knows the spec statuses plus expired, nothing else', () => {
    expect(bookingStatusSchema.options).toEqual([
      'pending',
      'confirmed',
      'rejected',
      'cancelled',
      'completed',
      'expired',
    ]);
    expect(bookingStatusSchema.safeParse('approved').success).toBe(false);
    expect(PAYMENT_STATUSES).toEqual([
      'unpaid',
      'authorized',
      'paid',
      'refunded',
      'partially_refunded',
      'failed',
    ]);
  });

  it('keeps every status in the transition map', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort() as BookingStatus[]);
  });
});

describe('refusedTransitionMessage', () => {
  it('says why a move is refused', () => {
    expect(refusedTransitionMessage('cancelled', 'approve')).toBe(
      'This booking cannot be approved because it has already been cancelled.',
    );
    expect(refusedTransitionMessage('confirmed', 'reject')).toBe(
      'This booking cannot be rejected because it is already confirmed.',
    );
    expect(refusedTransitionMessage('expired', 'cancel')).toBe(
      'This booking cannot be cancelled because it has expired.',
    );
    expect(refusedTransitionMessage('pending', 'ownerCancel')).toBe(
      'This booking cannot be cancelled because it is still waiting for your answer. Reject the request instead.',
    );
  });
});
