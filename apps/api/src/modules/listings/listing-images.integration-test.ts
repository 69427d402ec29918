import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  multipartPayload,
  oversizedPng,
  pngImage,
  textPretendingToBeAPng,
} from '../../testing/image-fixtures.ts';
import { createListing } from '../../testing/listing-fixtures.ts';
import {
  fileOf,
  type Image,
  jpeg,
  owner,
  png,
  rowsOf,
  storageFaults,
  t,
  upload,
  uploadsDir,
  useListingImagesWorld,
} from '../../testing/listing-images-world.ts';
import { jsonHeaders } from '../../testing/test-app.ts';

useListingImagesWorld();

describe('uploading photos', () => {
  it('checks by content, strips metadata, auto-rotates and stores WebP variants under server-chosen paths', async () => {
    const id = await createListing(t.app, owner);
    const before = Date.now();
    const res = await upload(id, [
      { filename: 'My Loft (front).png', data: png, contentType: 'image/png' },
      { filename: 'IMG_0001.JPG', data: jpeg, contentType: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const { images, failed } = res.json() as { images: Image[]; failed: unknown[] };
    expect(failed).toEqual([]);
    expect(images.map((image) => [image.position, image.isPrimary])).toEqual([
      [0, true],
      [1, false],
    ]);
    const [first, second] = images as [Image, Image];
    const match = first.imageUrl.match(new RegExp(`^/uploads/${id}/(\\d+)-0\\.webp$`));
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
    expect(second.imageUrl).toMatch(new RegExp(`^/uploads/${id}/\\d+-1\\.webp$`));

    // The PNG: 2000 px wide, so three real variants.
    expect(Object.keys(first.variants).sort()).toEqual(['1600', '400', '800']);
    for (const [width, url] of Object.entries(first.variants)) {
      expect(url).toBe(first.imageUrl.replace('.webp', `-${width}.webp`));
      expect((await sharp(fileOf(url)).metadata()).width).toBe(Number(width));
    }
    // The JPEG: rotated upright (800 wide), metadata gone; 800 and 1600 would enlarge, so the
    // original stands in under its own width.
    const stored = await sharp(fileOf(second.imageUrl)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(stored.exif).toBeUndefined();
    expect(fs.readFileSync(fileOf(second.imageUrl)).includes('Secret Owner')).toBe(false);
    expect(second.variants).toEqual({
      '400': second.imageUrl.replace('.webp', '-400.webp'),
      '800': second.imageUrl,
    });

    // Served from /uploads with the spec's cache time, and listed with the primary photo first.
    const served = await t.app.inject({ method: 'GET', url: first.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    const listings = await t.app.inject({
      method: 'GET',
      url: '/api/owner/listings',
      headers: { cookie: owner },
    });
    const row = listings.json().items.find((item: { id: string }) => item.id === id);
    expect(row).toMatchObject({
      imageUrl: first.imageUrl,
      thumbnailUrl: first.variants['400'],
      imageCount: 2,
    });
  });

  it('refuses a lone renamed text file by its content, storing nothing', async () => {
    const id = await createListing(t.app, owner);
    const res = await upload(id, [
      { filename: 'notes.png', data: textPretendingToBeAPng, contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'File "notes.png" is not an image' },
    });
    expect(await rowsOf(id)).toEqual([]);
    expect(fs.existsSync(path.join(uploadsDir(), id))).toBe(false);
  });

  it('keeps the real photos of an upload and refuses the renamed text file among them by name', async () => {
    const id = await createListing(t.app, owner);
    const small = await pngImage(64, 64);
    const res = await upload(id, [
      { filename: 'fake.jpg', data: textPretendingToBeAPng, contentType: 'image/jpeg' },
      { filename: 'front.png', data: small },
      { filename: 'side.png', data: small },
      { filename: 'back.png', data: small },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().failed).toEqual([{ file: 'fake.jpg', message: 'File "fake.jpg" is not an image' }]);
    const images = res.json().images as Image[];
    expect(images.map((image) => [image.position, image.isPrimary])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(await rowsOf(id)).toHaveLength(3);
  });

  it('refuses a real image over 10485760 bytes with the spec message', async () => {
    const big = await oversizedPng();
    expect(big.length).toBeGreaterThan(10_485_760);
    expect((await sharp(big).metadata()).format).toBe('png');
    const id = await createListing(t.app, owner);
    const res = await upload(id, [{ filename: 'huge-noise.png', data: big }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('File "huge-noise.png" exceeds 10MB size limit');
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses a fifth file, and a sixth, with "Maximum of 4 images allowed"', async () => {
    const id = await createListing(t.app, owner);
    const small = await pngImage(64, 64);
    for (const count of [5, 6]) {
      const files = Array.from({ length: count }, (_, i) => ({ filename: `p${i}.png`, data: small }));
      const res = await upload(id, files);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Maximum of 4 images allowed');
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it('appends up to four photos in all', async () => {
    const id = await createListing(t.app, owner);
    const small = await pngImage(64, 64);
    expect((await upload(id, [{ filename: 'a.png', data: small }])).statusCode).toBe(201);
    const two = await upload(id, [
      { filename: 'b.png', data: small },
      { filename: 'c.png', data: small },
    ]);
    expect(two.json().images.map((image: Image) => image.position)).toEqual([0, 1, 2]);
    const over = await upload(id, [
      { filename: 'd.png', data: small },
      { filename: 'e.png', data: small },
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe('Maximum of 4 images allowed');
    expect(await rowsOf(id)).toHaveLength(3);
  });

  it('replaces every photo with mode=replace and removes the old files', async () => {
    const id = await createListing(t.app, owner);
    const old = (await upload(id, [{ filename: 'old.png', data: png }])).json().images[0] as Image;
    const res = await upload(
      id,
      [
        { filename: 'new1.jpg', data: jpeg },
        { filename: 'new2.png', data: await pngImage(500, 500) },
      ],
      'replace',
    );
    expect(res.statusCode).toBe(201);
    const images = res.json().images as Image[];
    expect(images).toHaveLength(2);
    expect(images[0]?.isPrimary).toBe(true);
    expect(images.map((image) => image.id)).not.toContain(old.id);
    for (const url of [old.imageUrl, ...Object.values(old.variants)])
      expect(fs.existsSync(fileOf(url))).toBe(false);
    for (const image of images) expect(fs.existsSync(fileOf(image.imageUrl))).toBe(true);
  });

  it('keeps what was stored and names each file that failed (partial failure)', async () => {
    const id = await createListing(t.app, owner);
    // The second file's variants are written after its original: the failure must undo both.
    storageFaults.failWhen = (key) => key.startsWith(`${id}/`) && /-1-400\.webp$/.test(key);
    try {
      const res = await upload(id, [
        { filename: 'good.png', data: await pngImage(300, 200) },
        { filename: 'unlucky.png', data: await pngImage(900, 600) },
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json().failed).toEqual([{ file: 'unlucky.png', message: 'Failed to upload unlucky.png' }]);
      expect(res.json().images).toHaveLength(1);
      expect(await rowsOf(id)).toHaveLength(1);
      expect(fs.readdirSync(path.join(uploadsDir(), id)).filter((file) => /^\d+-1[.-]/.test(file))).toEqual(
        [],
      );
    } finally {
      storageFaults.failWhen = () => false;
    }
  });

  it('answers 502 with every failure when no file could be stored, and changes nothing', async () => {
    const id = await createListing(t.app, owner);
    await upload(id, [{ filename: 'keep.png', data: png }]);
    storageFaults.failWhen = (key) => key.startsWith(`${id}/`);
    try {
      const res = await upload(id, [{ filename: 'lost.png', data: png }], 'replace');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'Failed to upload lost.png' },
        failed: [{ file: 'lost.png', message: 'Failed to upload lost.png' }],
      });
    } finally {
      storageFaults.failWhen = () => false;
    }
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('asks for at least one file, for multipart, and refuses an oversized request up front', async () => {
    const id = await createListing(t.app, owner);
    const empty = await upload(id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please upload at least one image');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/locations/${id}/images`,
      headers: { ...jsonHeaders, cookie: owner },
      payload: { images: [] },
    });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = await multipartPayload([
      { filename: 'a.png', data: await pngImage(10, 10) },
    ]);
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/locations/${id}/images`,
      headers: { ...headers, 'content-length': String(80 * 1024 * 1024), cookie: owner },
      payload,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const badMode = await upload(id, [{ filename: 'a.png', data: png }], 'merge' as 'append');
    expect(badMode.statusCode).toBe(400);
  });
});
