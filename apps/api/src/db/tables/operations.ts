import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// What runs the service: error log, payment events, jobs, email outbox, contact form.

export const errorLogs = pgTable('error_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  error: text('error').notNull(),
  context: text('context'),
  location: text('location'),
  userId: text('user_id'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  // Unique so that a webhook delivered twice is applied once.
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    // A worker holds a job until then; a process that dies holding it loses it at that time.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    // Set when the last attempt failed: the job stays for an operator to read, and is not run again.
    failedAt: timestamp('failed_at', { withTimezone: true }),
    // At most one live job per key: a recurring job offered by every process runs once at a time.
    key: text('key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`done_at is null and failed_at is null`),
    uniqueIndex('jobs_live_key_idx').on(t.key).where(sql`done_at is null and failed_at is null`),
  ],
);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    transport: text('transport').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_to_idx').on(t.to, t.createdAt),
    check('outbox_emails_status_check', sql`status in ('pending', 'sent', 'failed')`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userId: text('user_id'),
  createdAt: createdAt(),
});
