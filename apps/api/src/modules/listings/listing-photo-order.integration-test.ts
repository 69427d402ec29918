import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../testing/image-fixtures.ts';
import { createListing } from '../../testing/listing-fixtures.ts';
import type { Image } from '../../testing/listing-images-world.ts';
import { fileOf, owner, t, upload, useListingImagesWorld } from '../../testing/listing-images-world.ts';
import { jsonHeaders } from '../../testing/test-app.ts';

useListingImagesWorld();

// Photos of a listing after upload (listing-images-world.ts): their order and removing them.

describe('ordering and removing photos', () => {
  async function listingWithThree() {
    const id = await createListing(t.app, owner);
    const small = await pngImage(64, 64);
    const res = await upload(id, [
      { filename: 'a.png', data: small },
      { filename: 'b.png', data: small },
      { filename: 'c.png', data: small },
    ]);
    return { id, images: res.json().images as Image[] };
  }

  it('reorders: the first becomes primary', async () => {
    const { id, images } = await listingWithThree();
    const [a, b, c] = images.map((image) => image.id) as [string, string, string];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/locations/${id}/images/order`,
      headers: { ...jsonHeaders, cookie: owner },
      payload: { imageIds: [c, a, b] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().images.map((image: Image) => [image.id, image.position, image.isPrimary])).toEqual([
      [c, 0, true],
      [a, 1, false],
      [b, 2, false],
    ]);
    // The owner's cards lead with the primary photo and count them all, on both owner screens.
    const urlOf = (imageId: string) => images.find((image) => image.id === imageId)?.imageUrl;
    const cards = async () => {
      const headers = { cookie: owner };
      const listings = await t.app.inject({ method: 'GET', url: '/api/owner/listings', headers });
      const dashboard = await t.app.inject({ method: 'GET', url: '/api/owner/dashboard', headers });
      const find = (items: { id: string }[]) => items.find((item) => item.id === id);
      return [find(listings.json().items), find(dashboard.json().recentProperties)];
    };
    for (const card of await cards()) expect(card).toMatchObject({ imageUrl: urlOf(c), imageCount: 3 });
    // A primary photo leads even where it is not first in the gallery (photos kept from before ordering).
    await t.database.query('update location_images set is_primary = (id = $1) where location_id = $2', [
      b,
      id,
    ]);
    for (const card of await cards()) expect(card).toMatchObject({ imageUrl: urlOf(b), imageCount: 3 });
    for (const imageIds of [
      [a, b],
      [c, a, a],
      [c, a, b, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/locations/${id}/images/order`,
        headers: { ...jsonHeaders, cookie: owner },
        payload: { imageIds },
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('removes a photo and its files; the others close ranks; the last one stays', async () => {
    const { id, images } = await listingWithThree();
    const [a, b, c] = images as [Image, Image, Image];
    const remove = (imageId: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/locations/${id}/images/${imageId}`,
        headers: { cookie: owner },
      });
    const res = await remove(a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().images.map((image: Image) => [image.id, image.position, image.isPrimary])).toEqual([
      [b.id, 0, true],
      [c.id, 1, false],
    ]);
    expect(fs.existsSync(fileOf(a.imageUrl))).toBe(false);
    expect((await remove(b.id)).statusCode).toBe(200);
    const last = await remove(c.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(
      'A listing needs at least one image. Upload another image before deleting this one.',
    );
    const missing = await remove('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Image not found');
    expect((await remove('nope')).statusCode).toBe(404);
  });
});
