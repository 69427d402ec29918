import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The server ends every other session and renews this one's cookie. */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiFetch('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
