import type { Report } from '@setspot/domain/admin/admin-schemas';
import type { ReportReason, ReportResolution, ReportTarget } from '@setspot/domain/admin/report-reasons';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reports, reviews, users } from '../../db/schema.ts';
import { idsOfPage, inOrderOf } from './admin-paging.repository.ts';
import { iso } from './admin-views.ts';

const reportColumns = {
  id: reports.id,
  targetType: reports.targetType,
  targetId: reports.targetId,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  resolution: reports.resolution,
  resolutionNote: reports.resolutionNote,
  reporterId: reports.reporterId,
  reporterEmail: users.email,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
};

function selectReports(db: Executor) {
  return db.select(reportColumns).from(reports).leftJoin(users, eq(users.id, reports.reporterId));
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function toReport(row: ReportRow): Report {
  return {
    ...row,
    reason: row.reason as ReportReason,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
  };
}

export async function insertReport(
  db: Executor,
  values: {
    reporterId: string;
    targetType: ReportTarget;
    targetId: string;
    reason: ReportReason;
    details: string | null;
  },
) {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  if (!row) throw new Error('The report was not stored');
  return row.id;
}

export async function listReports(
  db: Executor,
  status: 'open' | 'resolved' | undefined,
  page: { limit: number; offset: number },
) {
  const where = status ? eq(reports.status, status) : undefined;
  const ordered = db
    .select({ id: reports.id })
    .from(reports)
    .where(where)
    .orderBy(status === 'resolved' ? desc(reports.resolvedAt) : reports.createdAt, reports.id);
  const { ids, counted } = await idsOfPage<string>(ordered.$dynamic(), page);
  const rows = ids.length > 0 ? await selectReports(db).where(inArray(reports.id, ids)) : [];
  return { rows: inOrderOf(ids, rows).map(toReport), counted };
}

export async function findReport(db: Executor, id: string, lock = false) {
  const query = selectReports(db).where(eq(reports.id, id));
  const [row] = lock ? await query.for('update', { of: reports }) : await query;
  return row ? toReport(row) : null;
}

/** Reports a user made, and reports about them, what they own, and the messages and reviews they wrote. */
export async function reportsAboutUser(db: Executor, userId: string, ownedIds: string[]) {
  const conditions: (SQL | undefined)[] = [
    eq(reports.reporterId, userId),
    and(eq(reports.targetType, 'user'), eq(reports.targetId, userId)),
  ];
  if (ownedIds.length > 0) conditions.push(inArray(reports.targetId, ownedIds));
  // What they wrote: their messages and reviews that someone reported.
  conditions.push(
    and(
      eq(reports.targetType, 'message'),
      sql`${reports.targetId} in (select m.id::text from messages m where m.sender_id = ${userId})`,
    ),
    and(
      eq(reports.targetType, 'review'),
      sql`${reports.targetId} in (select r.id::text from reviews r where r.reviewer_id = ${userId})`,
    ),
  );
  const rows = await selectReports(db)
    .where(or(...conditions))
    .orderBy(desc(reports.createdAt))
    .limit(100);
  return rows.map(toReport);
}

export async function reportsAboutTarget(db: Executor, targetType: ReportTarget, targetId: string) {
  const rows = await selectReports(db)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)))
    .orderBy(desc(reports.createdAt))
    .limit(100);
  return rows.map(toReport);
}

export async function markResolved(
  db: Executor,
  id: string,
  values: { resolution: ReportResolution; note: string; by: string; at: Date },
) {
  await db
    .update(reports)
    .set({
      status: 'resolved',
      resolution: values.resolution,
      resolutionNote: values.note,
      resolvedBy: values.by,
      resolvedAt: values.at,
    })
    .where(eq(reports.id, id));
}

export async function setReviewRemoved(
  db: Executor,
  reviewId: string,
  removed: { at: Date; reason: string } | null,
) {
  await db
    .update(reviews)
    .set(
      removed
        ? { removedAt: removed.at, removedReason: removed.reason }
        : { removedAt: null, removedReason: null },
    )
    .where(eq(reviews.id, reviewId));
}
