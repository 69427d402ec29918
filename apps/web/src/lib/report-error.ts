import type { ErrorLogInput } from '@setspot/domain/errors/error-log';
import { ApiError } from './api-client';

// architecture section 2: client errors are posted to /api/errors and stored as error log records; the
// server takes the user from the session. Reporting is best effort: it must never throw, never
// block, and never flood the server.

const MAX_REPORTS_PER_PAGE = 20;
const MAX_TEXT = 4000;

let sent = 0;

export type ErrorReportType = 'render' | 'route' | 'unhandled-error' | 'unhandled-rejection' | 'startup';

/**
 * `requestId` files the report under an id the server already logged, such as the page's own request
 * for an error in taking over the page it drew; otherwise a failed API call's id, or a new one.
 */
export function reportError(
  type: ErrorReportType,
  error: unknown,
  context?: string,
  requestId?: string,
): void {
  try {
    if (sent >= MAX_REPORTS_PER_PAGE) return;
    sent += 1;
    const body: ErrorLogInput = {
      type,
      error: truncate(describe(error) || 'Unknown error'),
      context: truncate(context ?? ''),
      location: window.location.pathname + window.location.search,
    };
    // keepalive lets the report leave even when the page is reloading right after an error.
    fetch('/api/errors', {
      method: 'POST',
      // The server logs the report under this id: the failed API call's own when there is one, so
      // one id finds the call and the report in the server log.
      headers: { 'Content-Type': 'application/json', 'x-request-id': requestId ?? reportId(error) },
      credentials: 'include',
      keepalive: true,
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Reporting failed; nothing sensible is left to do.
  }
}

function reportId(error: unknown): string {
  if (error instanceof ApiError && error.requestId) return error.requestId;
  // randomUUID exists on https and localhost only.
  return (
    globalThis.crypto?.randomUUID?.() ??
    `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  );
}

function describe(error: unknown): string {
  if (error instanceof Error)
    return error.stack?.includes(error.message) ? error.stack : `${error.message}\n${error.stack ?? ''}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function truncate(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}
