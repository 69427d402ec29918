import type { MyProfile, ProfileUpdate } from '@setspot/domain/profiles/profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth/get-me';
import { locationQueryKeys } from '../../../lib/location-query-keys';
import { myProfileQueryKey } from './get-my-profile';

/** PUT /api/me/profile: the settings form's fields (the avatar goes through upload-avatar.ts). */
export function updateMyProfile(update: ProfileUpdate) {
  return apiFetch<MyProfile>('/api/me/profile', { method: 'PUT', body: update });
}

/** What others see follows the profile: the top bar's name and every owner block are refreshed. */
export function useProfileChanged() {
  const queryClient = useQueryClient();
  return async (profile: MyProfile) => {
    queryClient.setQueryData(myProfileQueryKey, profile);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: locationQueryKeys.all }),
    ]);
  };
}

export function useUpdateMyProfile() {
  const profileChanged = useProfileChanged();
  return useMutation({ mutationFn: updateMyProfile, onSuccess: profileChanged });
}
