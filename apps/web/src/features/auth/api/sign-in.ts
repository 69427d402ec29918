import type { LoginInput } from '@setspot/domain/auth/auth-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth/get-me';
import { rememberReader } from '../../../lib/reader-cookie';

/** Better Auth sets the httpOnly session cookie on success; refused with 401 or EMAIL_NOT_VERIFIED (403). */
export function signIn(input: LoginInput) {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Returning the promise keeps the mutation pending ('Logging in...') until the session is known.
    onSuccess: () => {
      rememberReader();
      return queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}
