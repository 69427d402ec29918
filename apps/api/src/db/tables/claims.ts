import type { ClaimStatus, PardonableEvent } from '@setspot/domain/bookings/claim-schemas';
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt } from './columns.ts';
import { profiles } from './profiles.ts';

// Pardonable-event claims and their documentation (migration 0020, ADR 0048).

/** Raw bytes; PGlite answers a Uint8Array and node-postgres a Buffer, both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const bookingClaims = pgTable(
  'booking_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    renterId: text('renter_id').references(() => profiles.id, { onDelete: 'set null' }),
    event: text('event').$type<PardonableEvent>().notNull(),
    details: text('details'),
    status: text('status').$type<ClaimStatus>().notNull().default('open'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundCents: integer('refund_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_claims_booking_idx').on(t.bookingId),
    index('booking_claims_queue_idx').on(t.status, t.createdAt),
  ],
);

export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => bookingClaims.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').$type<'application/pdf' | 'image/webp' | 'image/jpeg'>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_documents_claim_idx').on(t.claimId, t.uploadedAt)],
);
