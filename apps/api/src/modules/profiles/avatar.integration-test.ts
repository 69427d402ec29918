import fs from 'node:fs';
import path from 'node:path';
import { avatarFileKeys } from '@setspot/domain/profiles/avatar-files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { get } from '../../testing/booking-fixtures.ts';
import {
  jpegWithExif,
  multipartPayload,
  oversizedPng,
  pngImage,
  textPretendingToBeAPng,
  type UploadFile,
} from '../../testing/image-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

// Writes fail while this is true, to show that a failed upload keeps the old avatar.
let storageDown = false;
const flaky = (storage: FileStorage): FileStorage => ({
  ...storage,
  put: async (key, body, options) => {
    if (storageDown) throw new Error('disk full');
    return storage.put(key, body, options);
  },
});

let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp({ wrapFileStorage: flaky });
  [owner, other] = await Promise.all([
    signUpAs(t.app, 'avatar-owner@example.com', 'owner'),
    signUpAs(t.app, 'avatar-other@example.com', 'filmmaker'),
  ]);
});
afterAll(() => t.close());

async function upload(cookie: string | undefined, files: UploadFile[]) {
  const { payload, headers } = await multipartPayload(files, 'avatar');
  return t.app.inject({
    method: 'POST',
    url: '/api/me/avatar',
    headers: { ...headers, origin: jsonHeaders.origin, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const fileOf = (key: string) => path.join(t.dataDir, 'uploads', key);
const keyOf = async (email: string) =>
  (
    await t.database.query<{ avatar_key: string | null }>(
      'select p.avatar_key from profiles p join users u on u.id = p.id where u.email = $1',
      [email],
    )
  )[0]?.avatar_key ?? null;

describe('POST /api/me/avatar', () => {
  it('stores square WebP files at 96 and 256 px, judged by content, and shows the 256 one', async () => {
    const res = await upload(owner, [{ filename: 'me.jpg', data: await jpegWithExif(1200, 800) }]);
    expect(res.statusCode).toBe(200);
    const stem = await keyOf('avatar-owner@example.com');
    const [userId] = await t.database.query<{ id: string }>(
      `select id from users where email = 'avatar-owner@example.com'`,
    );
    expect(stem).toMatch(new RegExp(`^avatars/${userId?.id}/[0-9a-f-]{36}$`));
    expect(res.json().avatarUrl).toBe(`/uploads/${stem}-256.webp`);
    for (const [key, size] of avatarFileKeys(stem ?? '').map((k, i) => [k, [96, 256][i]] as const)) {
      const meta = await sharp(fs.readFileSync(fileOf(key))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('removes the old files only after the new avatar is saved', async () => {
    const first = await keyOf('avatar-owner@example.com');
    const res = await upload(owner, [{ filename: 'new.png', data: await pngImage(300, 500) }]);
    expect(res.statusCode).toBe(200);
    const second = await keyOf('avatar-owner@example.com');
    expect(second).not.toBe(first);
    for (const key of avatarFileKeys(first ?? '')) expect(fs.existsSync(fileOf(key))).toBe(false);
    for (const key of avatarFileKeys(second ?? '')) expect(fs.existsSync(fileOf(key))).toBe(true);
  });

  it('keeps the current avatar when storing the new one fails', async () => {
    const before = await keyOf('avatar-owner@example.com');
    storageDown = true;
    try {
      const res = await upload(owner, [{ filename: 'broken.png', data: await pngImage(64, 64) }]);
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('Failed to upload broken.png');
    } finally {
      storageDown = false;
    }
    expect(await keyOf('avatar-owner@example.com')).toBe(before);
    for (const key of avatarFileKeys(before ?? '')) expect(fs.existsSync(fileOf(key))).toBe(true);
  });

  it.each([
    [
      'text named like a picture',
      () => [{ filename: 'notes.png', data: textPretendingToBeAPng }],
      'File "notes.png" is not an image',
    ],
    [
      'more than 10 MB',
      async () => [{ filename: 'huge.png', data: await oversizedPng() }],
      'File "huge.png" exceeds 10MB size limit',
    ],
    [
      'two images',
      async () => [
        { filename: 'a.png', data: await pngImage(64, 64) },
        { filename: 'b.png', data: await pngImage(64, 64) },
      ],
      'Please upload one image as your avatar',
    ],
  ])('refuses %s with a clear 400 and keeps the avatar', async (_name, files, message) => {
    const before = await keyOf('avatar-owner@example.com');
    const res = await upload(owner, await files());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await keyOf('avatar-owner@example.com')).toBe(before);
  });

  it("changes only the caller's avatar: there is no way to name another user", async () => {
    const ownerKey = await keyOf('avatar-owner@example.com');
    const res = await upload(other, [{ filename: 'mine.png', data: await pngImage(80, 80) }]);
    expect(res.statusCode).toBe(200);
    expect(await keyOf('avatar-owner@example.com')).toBe(ownerKey);
    expect(await keyOf('avatar-other@example.com')).toMatch(/^avatars\//);
    expect((await upload(undefined, [{ filename: 'x.png', data: await pngImage(8, 8) }])).statusCode).toBe(
      401,
    );
  });

  it('shows the avatar in the owner block of the listing page, to visitors too', async () => {
    const locationId = await createListing(t.app, owner);
    const url = (await get(t.app, '/api/me/profile', owner)).json().avatarUrl;
    expect((await get(t.app, `/api/locations/${locationId}`)).json().owner.image).toBe(url);
    expect((await get(t.app, `/api/locations/${locationId}`, other)).json().owner.image).toBe(url);
  });
});

describe('DELETE /api/me/avatar', () => {
  it('goes back to the placeholder and removes the files', async () => {
    const stem = await keyOf('avatar-owner@example.com');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarUrl).toBeNull();
    expect(await keyOf('avatar-owner@example.com')).toBeNull();
    for (const key of avatarFileKeys(stem ?? '')) expect(fs.existsSync(fileOf(key))).toBe(false);
    expect(await keyOf('avatar-other@example.com')).not.toBeNull();
  });
});
