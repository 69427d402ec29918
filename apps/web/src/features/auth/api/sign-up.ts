import type { SignupInput } from '@setspot/domain/auth/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CONFIRMATION_CALLBACK_URL } from './confirmation-callback';

/** Creates the account; no session starts until the email address is confirmed. */
export function signUp(input: SignupInput) {
  return apiFetch('/api/auth/sign-up/email', {
    method: 'POST',
    body: {
      email: input.email,
      password: input.password,
      name: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.userType,
      callbackURL: CONFIRMATION_CALLBACK_URL,
    },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
