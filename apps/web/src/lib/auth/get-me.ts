import type { CurrentUser } from '@setspot/domain/auth/auth-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

// The session lives in an httpOnly cookie the page cannot read; GET /api/me is how the client
// learns who is signed in. It sits in lib, not in a feature, because every feature needs it.

// Product section 9: session check every 30 s.
const SESSION_CHECK_INTERVAL_MS = 30_000;

type MeResponse = { user: CurrentUser | null };

// The answer is typed, not parsed with meResponseSchema: the server already serialises it through
// that schema, and parsing here would put zod into the first-load bundle of every page.
export function getMe({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<MeResponse>('/api/me', signal ? { signal } : {});
}

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: getMe,
  staleTime: SESSION_CHECK_INTERVAL_MS,
  refetchInterval: SESSION_CHECK_INTERVAL_MS,
});

export type Session = {
  user: CurrentUser | null;
  /** True only until the first answer (or failure): the auth area shows 'Loading...' meanwhile. */
  isLoading: boolean;
};

/** The signed-in user, or null. Use this everywhere the UI depends on who is looking. */
export function useSession(): Session {
  const { data, isPending } = useQuery(meQueryOptions);
  return { user: data?.user ?? null, isLoading: isPending && data === undefined };
}
