import type { AuditPage } from '@setspot/domain/admin/admin-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { adminQueryKeys } from '../lib/admin-query-keys';

export type AuditParams = { targetType: string; targetId: string; page: number };

/** GET /api/admin/audit?targetType&targetId&page: the audit log, newest first. */
export function getAudit(params: AuditParams, signal?: AbortSignal) {
  return apiFetch<AuditPage>(`/api/admin/audit${queryString(params)}`, signal ? { signal } : {});
}

export function useAudit(params: AuditParams) {
  return useQuery({
    queryKey: adminQueryKeys.audit(params),
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });
}
