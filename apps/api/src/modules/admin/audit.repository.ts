import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { idsOfPage, inOrderOf } from './admin-paging.repository.ts';

export type AuditTarget = 'user' | 'listing' | 'booking' | 'review' | 'report';

export type AuditRecord = {
  actor: { id: string; email: string; ip: string | null };
  action: string;
  targetType: AuditTarget;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

/** Appends one row; call it with the transaction that makes the change, so both commit or neither. */
export async function appendAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    ip: record.actor.ip,
  });
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  reason: auditLog.reason,
  ip: auditLog.ip,
};

export type AuditRow = {
  id: number;
  at: Date;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
};

/** Newest first, a page at a time (the index on id serves the unfiltered log). */
export async function listAudit(
  db: Executor,
  filter: { targetType?: string | undefined; targetId?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; counted: number }> {
  const conditions: SQL[] = [];
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const ordered = db.select({ id: auditLog.id }).from(auditLog).where(where).orderBy(desc(auditLog.id));
  const { ids, counted } = await idsOfPage<number>(ordered.$dynamic(), page);
  const rows = ids.length > 0 ? await db.select(columns).from(auditLog).where(inArray(auditLog.id, ids)) : [];
  return { rows: inOrderOf(ids, rows), counted };
}
