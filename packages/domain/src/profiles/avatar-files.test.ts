import { describe, expect, it } from 'vitest';
import { AVATAR_DISPLAY_SIZE, AVATAR_SIZES, avatarFileKey, avatarFileKeys } from './avatar-files.ts';

describe('avatar files', () => {
  it('derives one WebP key per size from the stem', () => {
    expect(avatarFileKeys('avatars/u1/abc')).toEqual(['avatars/u1/abc-96.webp', 'avatars/u1/abc-256.webp']);
  });

  it('has the display size among the stored sizes', () => {
    expect(AVATAR_SIZES).toContain(AVATAR_DISPLAY_SIZE);
    expect(avatarFileKey('avatars/u1/abc', AVATAR_DISPLAY_SIZE)).toBe('avatars/u1/abc-256.webp');
  });
});
