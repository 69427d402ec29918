import { myProfileSchema } from '@setspot/domain/profiles/profile-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useProfileChanged } from './update-my-profile';

/** DELETE /api/me/avatar: back to the placeholder; the server removes the files. */
export function removeAvatar() {
  return apiFetch('/api/me/avatar', { method: 'DELETE', schema: myProfileSchema });
}

export function useRemoveAvatar() {
  const profileChanged = useProfileChanged();
  return useMutation({ mutationFn: removeAvatar, onSuccess: profileChanged });
}
