import type { ReportsPage } from '@setspot/domain/admin/report-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { adminQueryKeys } from '../lib/admin-query-keys';

export type ReportsParams = { status: string; page: number };

/** GET /api/admin/reports?status&page: the queue, oldest open report first, with its context. */
export function getReports(params: ReportsParams, signal?: AbortSignal) {
  return apiFetch<ReportsPage>(`/api/admin/reports${queryString(params)}`, signal ? { signal } : {});
}

export function useReports(params: ReportsParams) {
  return useQuery({
    queryKey: adminQueryKeys.reports(params),
    queryFn: ({ signal }) => getReports(params, signal),
    placeholderData: keepPreviousData,
  });
}
