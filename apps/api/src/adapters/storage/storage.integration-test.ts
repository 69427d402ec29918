import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { jpegWithExif, multipartPayload, pngImage } from '../../testing/image-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { startS3Server } from '../../testing/s3-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createFileStorage } from './create-file-storage.ts';
import type { FileStorage } from './file-storage.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe('configuration', () => {
  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).storage).toEqual({
      kind: 'local',
      dir: '/tmp/x/uploads',
      publicPath: '/uploads',
    });
    expect(loadConfig({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/photos/' }).storage).toMatchObject(
      {
        kind: 's3',
        bucket: 'setspot-test',
        endpoint: s3.endpoint,
        publicUrl: 'https://cdn.example.com/photos',
      },
    );
    expect(loadConfig({ S3_BUCKET: 'my-bucket', S3_REGION: 'eu-west-1' }).storage).toMatchObject({
      publicUrl: 'https://my-bucket.s3.eu-west-1.amazonaws.com',
      credentials: undefined,
    });
    expect(() => loadConfig({ S3_BUCKET: 'my-bucket', S3_ACCESS_KEY_ID: 'only-half' })).toThrow(
      /go together/,
    );
  });
});

describe.each([
  [
    'local disk',
    () => createFileStorage(loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'st-')) }).storage),
  ],
  ['S3 (s3rver on 127.0.0.1)', () => createFileStorage(loadConfig(s3.env).storage)],
])('%s storage', (_name, make: () => Promise<FileStorage>) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it('stores, names, maps back and removes an object', async () => {
    const key = 'loc-1/1700000000000-0.webp';
    await storage.put(key, Buffer.from('pixels'), { contentType: 'image/webp' });
    const url = storage.publicUrl(key);
    expect(storage.keyFromUrl(url)).toBe(key);
    expect(storage.keyFromUrl('/uploads/../etc/passwd')).toBeNull();
    expect(storage.keyFromUrl('https://elsewhere.example.com/a.webp')).toBeNull();
    // Local URLs are relative (/uploads/...) and served by the app; S3 ones are fetched directly.
    const remote = url.startsWith('http');
    if (remote) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await res.text()).toBe('pixels');
    } else expect(url).toBe(`/uploads/${key}`);
    await storage.delete([key, 'loc-1/never-written.webp']);
    if (remote) expect((await fetch(url)).status).toBe(404);
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../escape.webp', '/abs.webp', 'a/../../b.webp', 'a//b.webp']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/webp' })).rejects.toThrow(
        /Unsafe/,
      );
    }
  });
});

describe('local disk storage', () => {
  it('never overwrites an existing file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-'));
    const storage = await createFileStorage({ kind: 'local', dir, publicPath: '/uploads' });
    await storage.put('a/b.webp', Buffer.from('first'), { contentType: 'image/webp' });
    await expect(
      storage.put('a/b.webp', Buffer.from('second'), { contentType: 'image/webp' }),
    ).rejects.toThrow();
    expect(fs.readFileSync(path.join(dir, 'a/b.webp'), 'utf8')).toBe('first');
    expect(storage.publicUrl('a/b.webp')).toBe('/uploads/a/b.webp');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the listing photo pipeline on S3', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ env: s3.env });
    owner = await signUpAs(t.app, 'owner@example.com', 'owner');
  });
  afterAll(() => t.close());

  async function upload(id: string, data: Buffer, mode = 'append') {
    const { payload, headers } = await multipartPayload([
      { filename: 'photo.jpg', data, contentType: 'image/jpeg' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/locations/${id}/images?mode=${mode}`,
      headers: { ...headers, cookie: owner },
      payload,
    });
  }

  it('stores photos and variants in the bucket under {locationId}/{timestamp}-{index}, public and clean', async () => {
    const id = await createListing(t.app, owner);
    const res = await upload(id, await jpegWithExif(2400, 1600));
    expect(res.statusCode).toBe(201);
    const [image] = res.json().images;
    expect(image.imageUrl).toMatch(new RegExp(`^${s3.endpoint}/setspot-test/${id}/\\d+-0\\.webp$`));
    const photo = await fetch(image.imageUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=3600');
    const metadata = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 2400 });
    expect(metadata.exif).toBeUndefined();
    for (const width of ['400', '800', '1600']) {
      const variant = await fetch(image.variants[width]);
      expect(variant.status).toBe(200);
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(Number(width));
    }
    // Browsers may load pictures from the bucket: the content security policy says so.
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toContain(
      `img-src 'self' data: blob: ${s3.endpoint}`,
    );

    // Replacing removes the old objects from the bucket.
    const replaced = await upload(id, await pngImage(500, 300), 'replace');
    expect(replaced.statusCode).toBe(201);
    expect((await fetch(image.imageUrl)).status).toBe(404);
    expect((await fetch(image.variants['400'])).status).toBe(404);
    expect((await fetch(replaced.json().images[0].imageUrl)).status).toBe(200);
  });
});
