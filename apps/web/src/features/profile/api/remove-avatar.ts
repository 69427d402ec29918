import type { myProfileSchema } from '@setspot/domain/profiles/profile-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { useProfileChanged } from './update-my-profile';

/** DELETE /api/me/avatar: back to the placeholder; the server removes the files. */
export function removeAvatar() {
  return apiFetch<z.output<typeof myProfileSchema>>('/api/me/avatar', { method: 'DELETE' });
}

export function useRemoveAvatar() {
  const profileChanged = useProfileChanged();
  return useMutation({ mutationFn: removeAvatar, onSuccess: profileChanged });
}
