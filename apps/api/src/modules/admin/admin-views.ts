import type { AdminUser, AuditEntry } from '@setspot/domain/admin/admin-schemas';
import { COUNT_AHEAD } from './admin-paging.repository.ts';
import type { AdminUserRow } from './admin-users.repository.ts';
import type { AuditRow } from './audit.repository.ts';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    userType: row.userType ?? 'unknown',
    emailVerified: row.emailVerified,
    operator: row.operator,
    suspendedAt: iso(row.suspendedAt),
    suspensionReason: row.suspensionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return { ...row, at: row.at.toISOString(), before: record(row.before), after: record(row.after) };
}

/** The paging numbers every admin list answers with, from a count made up to COUNT_AHEAD past the page. */
export function pageInfo(counted: number, page: number, pageSize: number) {
  const shown = (page - 1) * pageSize + COUNT_AHEAD;
  const totalCapped = counted > shown;
  const total = totalCapped ? shown : counted;
  return { total, totalCapped, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
