import type { NewReport } from '@setspot/domain/admin/report-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

/** POST /api/reports: flags a listing, a user, a message or a review to SetSpot's operators. */
export function createReport(report: NewReport) {
  return apiFetch<{ id: string; message: string }>('/api/reports', { method: 'POST', body: report });
}

export function useCreateReport() {
  return useMutation({
    mutationFn: createReport,
    onSuccess: (answer) => showToast((toast) => toast.success(answer.message)),
    onError: (error) => showToast((toast) => toast.error(errorMessage(error))),
  });
}
