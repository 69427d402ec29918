import type { ChangeEmailInput } from '@setspot/domain/auth/password-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Mails a confirmation link to the new address; the account keeps the old one until it is opened. */
export function changeEmail({ newEmail }: ChangeEmailInput) {
  return apiFetch('/api/auth/change-email', {
    method: 'POST',
    body: { newEmail, callbackURL: '/login?confirmed_email=true' },
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
