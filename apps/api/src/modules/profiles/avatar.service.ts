import { randomUUID } from 'node:crypto';
import { type Outcome, refusal } from '@setspot/domain/common/outcome';
import {
  failedToUpload,
  fileExceedsSizeLimit,
  fileHasTooManyPixels,
  fileNotAnImage,
} from '@setspot/domain/images/image-texts';
import {
  AVATAR_DISPLAY_SIZE,
  AVATAR_SIZES,
  avatarFileKey,
  avatarFileKeys,
} from '@setspot/domain/profiles/avatar-files';
import type { MyProfile } from '@setspot/domain/profiles/profile-schemas';
import type { AppDeps } from '../../app-deps.ts';
import {
  ImageTooLargeError,
  MAX_INPUT_PIXELS,
  NotAnImageError,
  processAvatar,
  type UploadedFile,
} from '../images/images.public.ts';
import { getMyProfile, profileMissing } from './my-profile.service.ts';
import { swapAvatar } from './profiles.repository.ts';

/** The store behind uploads failed: nothing of the new avatar was kept and the old one stays. */
export type AvatarNotStored = { ok: false; reason: 'not_stored'; message: string };

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'currentUsers'>;

/**
 * Replaces the user's one avatar (product section 9). The new files are written first under a fresh
 * stem (avatars/{userId}/{random}, domain avatar-files.ts); only once the profile points at them
 * are the old files removed, so a failure anywhere leaves a working avatar behind.
 */
export async function uploadAvatar(
  deps: Deps,
  userId: string,
  file: UploadedFile,
): Promise<Outcome<MyProfile> | AvatarNotStored> {
  if (file.tooLarge) return refusal('invalid', fileExceedsSizeLimit(file.fileName));
  let squares: Map<number, Buffer>;
  try {
    squares = await processAvatar(file.data, AVATAR_SIZES);
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      return refusal('invalid', fileHasTooManyPixels(file.fileName, MAX_INPUT_PIXELS / 1_000_000));
    }
    if (error instanceof NotAnImageError) return refusal('invalid', fileNotAnImage(file.fileName));
    throw error;
  }
  const stem = `avatars/${userId}/${randomUUID()}`;
  try {
    for (const size of AVATAR_SIZES) {
      const data = squares.get(size);
      if (data) await deps.storage.put(avatarFileKey(stem, size), data, { contentType: 'image/webp' });
    }
  } catch (error) {
    deps.log.error({ err: error, userId }, 'Avatar could not be stored');
    await removeFiles(deps, stem);
    return { ok: false, reason: 'not_stored', message: failedToUpload(file.fileName) };
  }
  const url = deps.storage.publicUrl(avatarFileKey(stem, AVATAR_DISPLAY_SIZE));
  const swapped = await swapAvatar(deps.db, userId, { url, key: stem }).catch(async (error: unknown) => {
    await removeFiles(deps, stem);
    throw error;
  });
  if (!swapped.found) {
    await removeFiles(deps, stem);
    return profileMissing;
  }
  deps.currentUsers.forget(userId);
  if (swapped.previousKey) await removeFiles(deps, swapped.previousKey);
  return getMyProfile(deps, userId);
}

/** Back to the placeholder: the profile forgets the avatar, then its files are removed. */
export async function removeAvatar(deps: Deps, userId: string): Promise<Outcome<MyProfile>> {
  const swapped = await swapAvatar(deps.db, userId, null);
  if (!swapped.found) return profileMissing;
  deps.currentUsers.forget(userId);
  if (swapped.previousKey) await removeFiles(deps, swapped.previousKey);
  return getMyProfile(deps, userId);
}

/** Left-over files cost storage, not correctness: a failed removal is logged, never answered. */
async function removeFiles(deps: Deps, stem: string) {
  await deps.storage.delete(avatarFileKeys(stem)).catch((error: unknown) => {
    deps.log.warn({ err: error, stem }, 'Avatar files could not be removed');
  });
}
