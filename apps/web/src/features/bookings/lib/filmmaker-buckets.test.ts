import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { describe, expect, it } from 'vitest';
import { bookingsByTab } from './filmmaker-buckets';

const now = new Date('2026-11-27T12:00:00Z');

function booking(id: string, status: Booking['status'], startDate: string, endDate: string): Booking {
  return {
    id,
    locationId: '00000000-0000-4000-8000-000000000001',
    renterId: '00000000-0000-4000-8000-000000000002',
    startDate,
    endDate,
    totalPrice: 500,
    serviceFee: 50,
    status,
    paymentStatus: 'paid',
    projectDetails: null,
    crewSize: 1,
    specialRequests: null,
    approvedAt: null,
    rejectedAt: null,
    rejectionReason: null,
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    refundAmount: null,
    expiresAt: null,
    createdAt: '2026-11-20T12:00:00Z',
    location: { title: 'Loft', address: '1 Test Street', city: 'Austin', state: 'TX', timeZone: 'UTC' },
  };
}

const ids = (list: readonly Booking[]) => list.map((b) => b.id);

describe('bookingsByTab', () => {
  it('puts a cancelled, rejected or lapsed booking under Past even when its dates are ahead', () => {
    const tabs = bookingsByTab(
      [
        booking('confirmed', 'confirmed', '2026-12-10', '2026-12-11'),
        booking('pending', 'pending', '2026-12-12', '2026-12-12'),
        booking('cancelled', 'cancelled', '2026-12-10', '2026-12-11'),
        booking('rejected', 'rejected', '2026-12-14', '2026-12-15'),
        booking('expired', 'expired', '2026-12-16', '2026-12-16'),
        booking('cancelled-now', 'cancelled', '2026-11-26', '2026-11-28'),
      ],
      now,
    );
    expect(ids(tabs.upcoming)).toEqual(['confirmed', 'pending']);
    expect(ids(tabs.active)).toEqual([]);
    expect(ids(tabs.past)).toEqual(['cancelled', 'rejected', 'expired', 'cancelled-now']);
    expect(tabs.all).toHaveLength(6);
  });

  it('keeps sorting live bookings by their days', () => {
    const tabs = bookingsByTab(
      [
        booking('shooting', 'confirmed', '2026-11-26', '2026-11-28'),
        booking('done', 'completed', '2026-11-01', '2026-11-02'),
      ],
      now,
    );
    expect(ids(tabs.active)).toEqual(['shooting']);
    expect(ids(tabs.past)).toEqual(['done']);
  });
});
