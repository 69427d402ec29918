import type { myProfileSchema } from '@setspot/domain/profiles/profile-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export const myProfileQueryKey = ['me', 'profile'] as const;

/** GET /api/me/profile: the signed-in user's own profile, with email and member since. */
export function getMyProfile(signal?: AbortSignal) {
  return apiFetch<z.output<typeof myProfileSchema>>('/api/me/profile', { ...(signal ? { signal } : {}) });
}

export const myProfileQueryOptions = queryOptions({
  queryKey: myProfileQueryKey,
  queryFn: ({ signal }) => getMyProfile(signal),
});

export function useMyProfile() {
  return useQuery(myProfileQueryOptions);
}
