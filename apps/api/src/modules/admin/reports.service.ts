import { ADMIN_PAGE_SIZE } from '@setspot/domain/admin/admin-schemas';
import {
  ALREADY_RESOLVED,
  REPORT_NOT_FOUND,
  REPORT_RECEIVED,
  REPORT_TARGET_NOT_FOUND,
} from '@setspot/domain/admin/admin-texts';
import type { NewReport, ReportWithContext, ResolveReport } from '@setspot/domain/admin/report-schemas';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import type { Operator } from './admin-guard.ts';
import { pageInfo } from './admin-views.ts';
import { appendAudit } from './audit.repository.ts';
import { setListingVisibility } from './listing-moderation.service.ts';
import { reportHandledEmail } from './operator-emails.ts';
import { contextOf, contextsOf, type ReportContext } from './report-contexts.repository.ts';
import { findReport, insertReport, listReports, markResolved } from './reports.repository.ts';
import { removeReview } from './review-moderation.service.ts';
import { suspendUser } from './suspension.service.ts';

type ReportDeps = Parameters<typeof suspendUser>[0] & Pick<AppDeps, 'outbox'>;

const CANNOT_HIDE = 'This cannot be hidden: suspend the account that wrote it instead';
const NOBODY_TO_SUSPEND = 'There is no account to suspend: it was deleted';

/** A signed-in user flags something they can see; a message only by one of its two parties. */
export async function fileReport(
  deps: Pick<AppDeps, 'db'>,
  reporterId: string,
  report: NewReport,
): Promise<Outcome<{ id: string; message: string }>> {
  const context = await contextOf(deps.db, report.targetType, report.targetId);
  if (!context || (context.visibleTo && !context.visibleTo.includes(reporterId))) {
    return refusal('not_found', REPORT_TARGET_NOT_FOUND);
  }
  const id = await insertReport(deps.db, {
    reporterId,
    targetType: report.targetType,
    targetId: report.targetId,
    reason: report.reason,
    details: report.details || null,
  });
  return success({ id, message: REPORT_RECEIVED });
}

export async function reportQueue(
  deps: Pick<AppDeps, 'db'>,
  query: { status?: 'open' | 'resolved' | undefined; page: number },
) {
  const { rows, counted } = await listReports(deps.db, query.status, {
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  const contextFor = await contextsOf(deps.db, rows);
  const items = rows.map((row) => withContext(row, contextFor(row)));
  return { items, ...pageInfo(counted, query.page, ADMIN_PAGE_SIZE) };
}

function withContext(
  report: NonNullable<Awaited<ReturnType<typeof findReport>>>,
  context: ReportContext | null,
): ReportWithContext {
  const { visibleTo: _private, ...shown } = context ?? {
    title: 'No longer exists',
    excerpt: null,
    accountId: null,
    accountEmail: null,
    hidden: false,
    visibleTo: null,
  };
  return { ...report, context: shown };
}

export async function reportDetail(deps: Pick<AppDeps, 'db'>, id: string) {
  const report = await findReport(deps.db, id);
  if (!report) return refusal('not_found', REPORT_NOT_FOUND);
  return success(withContext(report, await contextOf(deps.db, report.targetType, report.targetId)));
}

/**
 * Resolves a report with an action: the action goes through the same service as its own button
 * (each with its audit row), then the report is closed with its own audit row and the reporter is
 * told it was handled, in one transaction.
 */
export async function resolveReport(
  deps: ReportDeps,
  operator: Operator,
  id: string,
  resolution: ResolveReport,
): Promise<Outcome<ReportWithContext>> {
  const report = await findReport(deps.db, id);
  if (!report) return refusal('not_found', REPORT_NOT_FOUND);
  if (report.status === 'resolved') return refusal('conflict', ALREADY_RESOLVED);
  const context = await contextOf(deps.db, report.targetType, report.targetId);
  const reason = `Report ${report.reason}: ${resolution.note}`;
  if (resolution.action === 'hide_content' && context && !context.hidden) {
    const hidden =
      report.targetType === 'listing'
        ? await setListingVisibility(deps, operator, report.targetId, true, reason)
        : report.targetType === 'review'
          ? await removeReview(deps, operator, report.targetId, reason)
          : refusal('conflict', CANNOT_HIDE);
    if (!hidden.ok) return hidden;
  }
  if (resolution.action === 'suspend_user') {
    if (!context?.accountId) return refusal('conflict', NOBODY_TO_SUSPEND);
    const suspended = await suspendUser(deps, operator, context.accountId, reason);
    if (!suspended.ok && suspended.reason !== 'conflict') return suspended;
  }
  const closed = await deps.db.transaction(async (tx) => {
    const locked = await findReport(tx, id, true);
    if (!locked || locked.status === 'resolved') return refusal('conflict', ALREADY_RESOLVED);
    await markResolved(tx, id, {
      resolution: resolution.action,
      note: resolution.note,
      by: operator.id,
      at: new Date(),
    });
    await appendAudit(tx, {
      actor: operator,
      action: 'report.resolve',
      targetType: 'report',
      targetId: id,
      before: { status: 'open' },
      after: { status: 'resolved', resolution: resolution.action },
      reason: resolution.note,
    });
    if (locked.reporterEmail) {
      await deps.outbox.queue(tx, reportHandledEmail(locked.reporterEmail, `a ${locked.targetType}`));
    }
    return success(null);
  });
  if (!closed.ok) return closed;
  return reportDetail(deps, id);
}
