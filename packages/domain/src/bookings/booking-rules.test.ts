import { describe, expect, it } from 'vitest';
import {
  acceptsAuthorization,
  canRenterCancel,
  canStartCheckout,
  isDueForCompletion,
  isPendingRequestExpired,
  paymentStatusAfterRefund,
  pendingRequestExpiresAt,
} from './booking-rules.ts';

const at = (text: string) => new Date(text);

describe('canRenterCancel', () => {
  const booking = { status: 'confirmed' as const, startDate: '2024-06-10' };

  it('allows it while the start is in the future', () => {
    expect(canRenterCancel(booking, at('2024-06-09T23:59:59.999Z'))).toBe(true);
    expect(canRenterCancel({ ...booking, status: 'pending' }, at('2024-06-01T00:00:00Z'))).toBe(true);
  });

  it('refuses it from the first instant of the start date', () => {
    expect(canRenterCancel(booking, at('2024-06-10T00:00:00.000Z'))).toBe(false);
    expect(canRenterCancel(booking, at('2024-06-10T12:00:00.000Z'))).toBe(false);
  });

  it('uses the given zone for the start of the day', () => {
    expect(canRenterCancel(booking, at('2024-06-10T03:59:59.999Z'), 'America/New_York')).toBe(true);
    expect(canRenterCancel(booking, at('2024-06-10T04:00:00.000Z'), 'America/New_York')).toBe(false);
  });

  it.each(['cancelled', 'rejected', 'completed', 'expired'] as const)('refuses a %s booking', (status) => {
    expect(canRenterCancel({ ...booking, status }, at('2024-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isDueForCompletion', () => {
  const booking = { status: 'confirmed' as const, endDate: '2024-06-10' };

  it('completes once the end date is over', () => {
    expect(isDueForCompletion(booking, at('2024-06-10T23:59:59.999Z'))).toBe(false);
    expect(isDueForCompletion(booking, at('2024-06-11T00:00:00.000Z'))).toBe(true);
  });

  it('uses the given zone', () => {
    expect(isDueForCompletion(booking, at('2024-06-11T03:59:59.999Z'), 'America/New_York')).toBe(false);
    expect(isDueForCompletion(booking, at('2024-06-11T04:00:00.000Z'), 'America/New_York')).toBe(true);
  });

  it('only completes confirmed bookings', () => {
    expect(isDueForCompletion({ ...booking, status: 'pending' }, at('2025-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('pending request expiry', () => {
  const createdAt = at('2024-06-01T10:00:00.000Z');
  const request = { status: 'pending' as const, createdAt, startDate: '2024-06-20' };

  it('gives an unpaid request 30 minutes', () => {
    const unpaid = { ...request, paymentStatus: 'unpaid' as const };
    expect(pendingRequestExpiresAt(unpaid).toISOString()).toBe('2024-06-01T10:30:00.000Z');
    expect(isPendingRequestExpired(unpaid, at('2024-06-01T10:29:59.999Z'))).toBe(false);
    expect(isPendingRequestExpired(unpaid, at('2024-06-01T10:30:00.000Z'))).toBe(true);
  });

  it('gives an authorised request 6 days', () => {
    const authorized = { ...request, paymentStatus: 'authorized' as const };
    expect(pendingRequestExpiresAt(authorized).toISOString()).toBe('2024-06-07T10:00:00.000Z');
  });

  it('never lets a request outlive the start of its first day', () => {
    const soon = { ...request, paymentStatus: 'authorized' as const, startDate: '2024-06-03' };
    expect(pendingRequestExpiresAt(soon).toISOString()).toBe('2024-06-03T00:00:00.000Z');
    expect(pendingRequestExpiresAt(soon, 'America/Chicago').toISOString()).toBe('2024-06-03T05:00:00.000Z');
  });

  it('only expires pending requests', () => {
    const confirmed = { ...request, status: 'confirmed' as const, paymentStatus: 'paid' as const };
    expect(isPendingRequestExpired(confirmed, at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('payment steps', () => {
  it('opens the checkout only for a live request with nothing authorised', () => {
    expect(canStartCheckout({ status: 'pending', paymentStatus: 'unpaid' })).toBe(true);
    expect(canStartCheckout({ status: 'pending', paymentStatus: 'failed' })).toBe(true);
    expect(canStartCheckout({ status: 'pending', paymentStatus: 'authorized' })).toBe(false);
    expect(canStartCheckout({ status: 'expired', paymentStatus: 'unpaid' })).toBe(false);
    expect(acceptsAuthorization({ status: 'cancelled', paymentStatus: 'unpaid' })).toBe(false);
  });

  it('names the payment status after a refund', () => {
    expect(paymentStatusAfterRefund(10_000, 10_000)).toBe('refunded');
    expect(paymentStatusAfterRefund(10_000, 5_000)).toBe('partially_refunded');
    expect(paymentStatusAfterRefund(10_000, 0)).toBe('paid');
  });
});
