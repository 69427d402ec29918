import type { BookingStatus } from '@setspot/domain/bookings/booking-status';
import type { PaymentStatus } from '@setspot/domain/bookings/payment-status';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { locations } from './listings.ts';
import { profiles } from './profiles.ts';

// Booking requests and bookings, with their payment state (ADR 0011).

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    // Null once the renter deleted their account: the owner keeps the record.
    renterId: text('renter_id').references(() => profiles.id, { onDelete: 'set null' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    totalPrice: numeric('total_price', { precision: 10, scale: 2 }).notNull(),
    // Fixed when requested (migration 0011, docs/decisions/0036): charged on top, and taken from the owner.
    serviceFee: numeric('service_fee', { precision: 10, scale: 2 }).notNull().default('0'),
    platformFeePercent: numeric('platform_fee_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    projectDetails: text('project_details'),
    crewSize: integer('crew_size').notNull().default(1),
    specialRequests: text('special_requests'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<'renter' | 'owner' | 'operator'>(),
    cancellationReason: text('cancellation_reason'),
    refundAmount: numeric('refund_amount', { precision: 10, scale: 2 }),
    paymentProvider: text('payment_provider'),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    // When a pending request stops holding its dates (architecture section 5).
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_location_idx').on(t.locationId, t.createdAt),
    index('bookings_renter_idx').on(t.renterId, t.startDate),
    uniqueIndex('bookings_checkout_session_idx').on(t.checkoutSessionId),
    // What the settle sweep looks for: requests to expire, confirmed bookings to complete.
    index('bookings_pending_expiry_idx').on(t.expiresAt).where(sql`status = 'pending'`),
    index('bookings_confirmed_end_idx').on(t.endDate).where(sql`status = 'confirmed'`),
    index('bookings_payment_intent_idx').on(t.paymentIntentId),
    check('bookings_cancelled_by_check', sql`cancelled_by in ('renter', 'owner', 'operator')`),
    check('bookings_dates_check', sql`end_date >= start_date`),
    check('bookings_crew_size_check', sql`crew_size >= 1`),
    check('bookings_total_price_check', sql`total_price >= 0`),
    check(
      'bookings_status_check',
      sql`status in ('pending', 'confirmed', 'rejected', 'cancelled', 'completed', 'expired')`,
    ),
    check(
      'bookings_payment_status_check',
      sql`payment_status in ('unpaid', 'authorized', 'paid', 'refunded', 'partially_refunded', 'failed')`,
    ),
  ],
);
