import type { ErrorLogInput } from '@setspot/domain/errors/error-log';
import type { AppDeps } from '../../app-deps.ts';
import { insertErrorLog } from './errors.repository.ts';

export type ErrorReport = ErrorLogInput;

/** Stores a report of the web app; `userId` is whoever holds the session, not what the client claims. */
export async function recordErrorReport(
  deps: Pick<AppDeps, 'db'>,
  report: ErrorReport,
  reporter: { userId: string | null; userAgent: string | undefined },
) {
  await insertErrorLog(deps.db, {
    type: report.type,
    error: report.error,
    context: report.context ?? null,
    location: report.location ?? null,
    userId: reporter.userId,
    userAgent: reporter.userAgent?.slice(0, 500) ?? null,
  });
}
