import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngImage, textPretendingToBeAPng } from '../../testing/image-fixtures.ts';
import { NotAnImageError, processImage } from './image-pipeline.ts';

describe('processImage', () => {
  it('refuses bytes that are not an image, whatever the file is called', async () => {
    await expect(processImage(textPretendingToBeAPng)).rejects.toBeInstanceOf(NotAnImageError);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processImage(svg)).rejects.toBeInstanceOf(NotAnImageError);
  });

  it('refuses an image whose pixels do not decode', async () => {
    const png = await pngImage(800, 600);
    await expect(processImage(png.subarray(0, 200))).rejects.toBeInstanceOf(NotAnImageError);
  });

  it('applies the EXIF orientation and strips every metadata block', async () => {
    const input = await jpegWithExif(1200, 800);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await processImage(input);
    expect([result.width, result.height]).toEqual([800, 1200]);
    const stored = await sharp(result.original.data).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('makes WebP variants only below the original width, never enlarging', async () => {
    const large = await processImage(await pngImage(2000, 1000));
    const widths = await Promise.all(
      large.variants.map(async ({ width, image }) => [width, (await sharp(image.data).metadata()).width]),
    );
    expect(widths).toEqual([
      [400, 400],
      [800, 800],
      [1600, 1600],
    ]);
    const small = await processImage(await pngImage(300, 200));
    expect(small.variants).toEqual([]);
    expect((await sharp(small.original.data).metadata()).width).toBe(300);
  });
});
