import type { ForgotPasswordInput } from '@setspot/domain/auth/password-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Mails a reset link when the address has an account; answers the same either way. */
export function requestPasswordReset({ email }: ForgotPasswordInput) {
  return apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
