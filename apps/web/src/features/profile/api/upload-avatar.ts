import type { myProfileSchema } from '@setspot/domain/profiles/profile-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { useProfileChanged } from './update-my-profile';

/** POST /api/me/avatar (multipart, field `avatar`): replaces the one avatar; answers the profile. */
export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file, file.name);
  return apiFetch<z.output<typeof myProfileSchema>>('/api/me/avatar', { method: 'POST', body });
}

export function useUploadAvatar() {
  const profileChanged = useProfileChanged();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: profileChanged });
}
