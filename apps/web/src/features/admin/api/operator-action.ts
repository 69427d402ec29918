import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { adminQueryKeys } from '../lib/admin-query-keys';

/**
 * POST an operator action with its body: suspend, unsuspend, confirm an email, hide or restore a
 * listing, remove a review, resolve a report. Every one is on record in the audit log.
 */
export function postOperatorAction(path: string, body: object) {
  return apiFetch<unknown>(path, { method: 'POST', body });
}

export function useOperatorAction(done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: object }) => postOperatorAction(path, body),
    onSuccess: () => showToast((toast) => toast.success(done)),
    onError: (error) => showToast((toast) => toast.error(errorMessage(error))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
