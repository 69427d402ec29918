import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth-schema.ts';
import { createdAt } from './columns.ts';
import { profiles } from './profiles.ts';

// Operators, their audit log and users' reports (docs/decisions/0038-operators.md).

/** Who is an operator. Written only by `npm run admin` and the development demo seed, never by a route. */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'admin'>().notNull().default('admin'),
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('operator_roles_role_check', sql`role = 'admin'`)],
);

/** Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0012). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Text, not a foreign key: the record outlives the operator's account.
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId, t.id)],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id').references(() => profiles.id, { onDelete: 'set null' }),
    targetType: text('target_type').$type<'listing' | 'user' | 'message' | 'review'>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    resolution: text('resolution').$type<'none' | 'hide_content' | 'suspend_user'>(),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);
