import type {
  DeleteAccountRequest,
  DeleteAccountResponse,
  deleteAccountResponseSchema,
} from '@setspot/domain/profiles/account-deletion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth/get-me';

export function deleteAccount(input: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return apiFetch<z.output<typeof deleteAccountResponseSchema>>('/api/me', { method: 'DELETE', body: input });
}

/** On success the person is signed out (the server removed every session) and taken home. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Leave the protected page first, so it does not answer the vanished user with 'must log in'.
      await navigate(paths.home, { flushSync: true });
      queryClient.setQueryData(meQueryOptions.queryKey, { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
    },
  });
}
