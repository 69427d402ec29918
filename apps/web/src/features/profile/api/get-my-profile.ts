import { myProfileSchema } from '@setspot/domain/profiles/profile-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const myProfileQueryKey = ['me', 'profile'] as const;

/** GET /api/me/profile: the signed-in user's own profile, with email and member since. */
export function getMyProfile(signal?: AbortSignal) {
  return apiFetch('/api/me/profile', { schema: myProfileSchema, ...(signal ? { signal } : {}) });
}

export const myProfileQueryOptions = queryOptions({
  queryKey: myProfileQueryKey,
  queryFn: ({ signal }) => getMyProfile(signal),
});

export function useMyProfile() {
  return useQuery(myProfileQueryOptions);
}
