import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// Money after the card (docs/decisions/0036): the ledger, where owners are paid, and their payouts.
// The append-only and balance rules of ledger_entries are triggers in migration 0011.

export type LedgerKind =
  | 'authorization'
  | 'release'
  | 'capture'
  | 'service_fee'
  | 'platform_fee'
  | 'refund'
  | 'transfer'
  | 'payout'
  | 'payout_failure'
  | 'reversal'
  | 'provider_fee';

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    movementKey: text('movement_key').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    account: text('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bookingId: uuid('booking_id'),
    ownerId: text('owner_id'),
    payoutId: uuid('payout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_entries_movement_account_unique').on(t.movementKey, t.account),
    check('ledger_entries_amount_check', sql`amount_cents <> 0`),
    index('ledger_entries_account_idx').on(t.account),
    index('ledger_entries_booking_idx').on(t.bookingId),
    index('ledger_entries_owner_idx').on(t.ownerId),
  ],
);

export type PayoutAccountStatus = 'pending_verification' | 'active' | 'action_needed';

export const payoutAccounts = pgTable('payout_accounts', {
  ownerId: text('owner_id').primaryKey(),
  provider: text('provider').$type<'test' | 'stripe'>().notNull(),
  status: text('status').$type<PayoutAccountStatus>().notNull(),
  providerAccountId: text('provider_account_id').notNull(),
  accountHolder: text('account_holder'),
  bankLast4: text('bank_last4'),
  // What the provider asks of the owner before it pays (e.g. 'Upload an ID document').
  requirement: text('requirement'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type PayoutStatus = 'in_transit' | 'paid' | 'failed';

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull(),
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    providerPayoutId: text('provider_payout_id'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_owner_idx').on(t.ownerId, t.createdAt),
    index('payouts_in_transit_idx').on(t.createdAt).where(sql`status = 'in_transit'`),
  ],
);

export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    bookingId: uuid('booking_id').notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'payout_items_pk', columns: [t.payoutId, t.bookingId] }),
    index('payout_items_booking_idx').on(t.bookingId),
  ],
);

// Migration 0019 (docs/decisions/0047): the provider's transfer of each booking's earnings, so that a
// refund after the payout can reverse it, and what the daily reconciliation found.
export const payoutTransfers = pgTable('payout_transfers', {
  bookingId: uuid('booking_id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  providerTransferId: text('provider_transfer_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

export const reconciliationDifferences = pgTable('reconciliation_differences', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  movementKey: text('movement_key').notNull().unique('reconciliation_differences_movement_unique'),
  kind: text('kind').notNull(),
  ledgerCents: bigint('ledger_cents', { mode: 'number' }),
  providerCents: bigint('provider_cents', { mode: 'number' }),
  providerId: text('provider_id'),
  foundAt: timestamp('found_at', { withTimezone: true }).defaultNow().notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).defaultNow().notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});
