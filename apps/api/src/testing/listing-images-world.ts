import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { jpegWithExif, multipartPayload, pngImage, type UploadFile } from './image-fixtures.ts';
import { signUpAs } from './listing-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Writes to keys this picks fail, to show partial failures (the rest is kept).
export const storageFaults = { failWhen: (_key: string): boolean => false };
export const flaky = (storage: FileStorage): FileStorage => ({
  ...storage,
  put: async (key, body, options) => {
    if (storageFaults.failWhen(key)) throw new Error('disk full');
    return storage.put(key, body, options);
  },
});

export let t: TestApp;
export let owner: string;
export let png: Buffer;
export let jpeg: Buffer;
/**
 * Builds this world for the calling test file (its beforeAll and afterAll): call it once at the top
 * of each file that uses it. A function, not hooks run on import, since test files share one module
 * registry per worker (vitest.config.ts: the integration project does not isolate files).
 */
export function useListingImagesWorld() {
  beforeAll(async () => {
    t = await createTestApp({ wrapFileStorage: flaky });
    owner = await signUpAs(t.app, 'owner@example.com', 'owner');
    png = await pngImage(2000, 1000);
    jpeg = await jpegWithExif(1200, 800);
  });
  afterAll(() => t.close());
}

export type Image = {
  id: string;
  imageUrl: string;
  position: number;
  isPrimary: boolean;
  variants: Record<string, string>;
};

export async function upload(locationId: string, files: UploadFile[], mode?: 'append' | 'replace') {
  const { payload, headers } = await multipartPayload(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/locations/${locationId}/images${mode ? `?mode=${mode}` : ''}`,
    headers: { ...headers, cookie: owner },
    payload,
  });
}

export const uploadsDir = () => path.join(t.dataDir, 'uploads');
export const fileOf = (url: string) => path.join(uploadsDir(), url.replace(/^\/uploads\//, ''));
export const rowsOf = (locationId: string) =>
  t.database.query<{ image_url: string; position: number; is_primary: boolean }>(
    `select image_url, position, is_primary from location_images where location_id = $1 order by position`,
    [locationId],
  );
