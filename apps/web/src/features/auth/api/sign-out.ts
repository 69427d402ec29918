import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth/get-me';

export function signOut() {
  return apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave first. flushSync commits the 'loading' navigation state at once, which tells a
      // protected page (RequireAuth) that the user vanished because they are leaving, so it does
      // not send them to /login with a 'You must be logged in' toast.
      await navigate(paths.home, { flushSync: true });
      queryClient.setQueryData(meQueryOptions.queryKey, { user: null });
      // Spec: on sign-out the profile is cleared; no data of the previous user stays cached.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
    },
  });
}
