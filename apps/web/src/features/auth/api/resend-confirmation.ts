import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CONFIRMATION_CALLBACK_URL } from './confirmation-callback';

/** Sends the confirmation email again, for someone whose login was refused as not yet confirmed. */
export function resendConfirmation(email: string) {
  return apiFetch('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: CONFIRMATION_CALLBACK_URL },
  });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
