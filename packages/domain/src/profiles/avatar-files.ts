/**
 * One avatar per user (product section 9), stored as square WebP files at these sizes. The profile keeps
 * only the key stem (`profiles.avatar_key`, e.g. `avatars/{userId}/{random}`); every file of the
 * avatar follows from it, so replacing the avatar or deleting the account removes exactly these.
 */
export const AVATAR_SIZES = [96, 256] as const;

/** The size `avatar_url` points at. */
export const AVATAR_DISPLAY_SIZE = 256;

export function avatarFileKey(avatarKey: string, size: (typeof AVATAR_SIZES)[number]): string {
  return `${avatarKey}-${size}.webp`;
}

export function avatarFileKeys(avatarKey: string): string[] {
  return AVATAR_SIZES.map((size) => avatarFileKey(avatarKey, size));
}
