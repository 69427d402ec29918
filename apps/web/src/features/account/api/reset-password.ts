import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Sets a new password with the token from the emailed link; every session of the account ends. */
export function resetPassword(input: { token: string; newPassword: string }) {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
