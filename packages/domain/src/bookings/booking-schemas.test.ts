import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bookingSchema,
  cancelBookingSchema,
  checkoutResponseSchema,
  refundQuoteSchema,
} from './booking-schemas.ts';
import { REFUND_TIERS } from './refunds.ts';

const booking = {
  id: 'b1',
  locationId: 'l1',
  renterId: 'u1',
  startDate: '2024-06-10',
  endDate: '2024-06-12',
  totalPrice: 59.97,
  serviceFee: 6,
  status: 'confirmed',
  paymentStatus: 'paid',
  projectDetails: 'Short film',
  crewSize: 4,
  specialRequests: null,
  approvedAt: '2024-06-01T10:00:00.000Z',
  rejectedAt: null,
  rejectionReason: null,
  cancelledAt: null,
  cancelledBy: null,
  cancellationReason: null,
  refundAmount: null,
  expiresAt: null,
  createdAt: '2024-06-01T09:00:00.000Z',
  location: {
    title: 'Loft',
    address: '12 Water St',
    city: 'Brooklyn',
    state: 'NY',
    timeZone: 'America/New_York',
  },
} as const;

describe('bookingSchema', () => {
  it('serialises a booking', () => {
    expect(z.encode(bookingSchema, booking)).toEqual(booking);
  });

  it('refuses unknown statuses, timestamps as dates, and fractions of a cent', () => {
    expect(bookingSchema.safeParse({ ...booking, status: 'approved' }).success).toBe(false);
    expect(bookingSchema.safeParse({ ...booking, startDate: '2024-06-10T00:00:00Z' }).success).toBe(false);
    expect(bookingSchema.safeParse({ ...booking, totalPrice: 59.971 }).success).toBe(false);
  });
});

describe('checkoutResponseSchema', () => {
  it('carries the payment page URL', () => {
    expect(checkoutResponseSchema.parse({ url: '/api/payments/test/checkout/1' })).toEqual({
      url: '/api/payments/test/checkout/1',
    });
    expect(checkoutResponseSchema.safeParse({ url: '' }).success).toBe(false);
  });
});

describe('cancelBookingSchema', () => {
  it.each([undefined, null, {}, { reason: '' }, { reason: '   ' }])('reads %j as no reason', (body) => {
    expect(cancelBookingSchema.parse(body)).toEqual({ reason: null });
  });

  it('trims a reason', () => {
    expect(cancelBookingSchema.parse({ reason: ' Flooded ' })).toEqual({ reason: 'Flooded' });
  });
});

describe('refundQuoteSchema', () => {
  it('knows every refund tier', () => {
    expect(refundQuoteSchema.shape.tier.options).toEqual(REFUND_TIERS.map((tier) => tier.id));
  });
});
