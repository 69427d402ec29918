import { IMAGE_VARIANT_WIDTHS } from '@setspot/domain/images/image-variants';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { ProcessedImage } from './image-pipeline.ts';

export type StoredImage = {
  imageUrl: string;
  /**
   * By true width, for `srcset`: each standard width below the original, plus the original itself
   * under its own width when it is narrower than a standard width (it stands in for the ones skipped).
   */
  variants: Record<string, string>;
  keys: string[];
};

/**
 * Writes one processed image under server-chosen keys: {locationId}/{timestamp}-{index}.{ext} for the
 * original and {locationId}/{timestamp}-{index}-{width}.webp for its variants. All or nothing: if a
 * write fails, what was written is removed and the error is thrown.
 */
export async function storeImage(
  storage: FileStorage,
  target: { locationId: string; timestamp: number; index: number },
  image: ProcessedImage,
): Promise<StoredImage> {
  const stem = `${target.locationId}/${target.timestamp}-${target.index}`;
  const originalKey = `${stem}.${image.original.extension}`;
  const written: string[] = [];
  try {
    await storage.put(originalKey, image.original.data, { contentType: image.original.contentType });
    written.push(originalKey);
    const imageUrl = storage.publicUrl(originalKey);
    const variants: Record<string, string> = {};
    for (const { width, image: variant } of image.variants) {
      const key = `${stem}-${width}.${variant.extension}`;
      await storage.put(key, variant.data, { contentType: variant.contentType });
      written.push(key);
      variants[String(width)] = storage.publicUrl(key);
    }
    if (IMAGE_VARIANT_WIDTHS.some((width) => width >= image.width)) variants[String(image.width)] = imageUrl;
    return { imageUrl, variants, keys: written };
  } catch (error) {
    await storage.delete(written).catch(() => {});
    throw error;
  }
}

/** The storage keys behind a stored image's URLs (seeded or foreign URLs have none). */
export function keysOfImage(
  storage: FileStorage,
  image: { imageUrl: string; variants: Record<string, string> },
) {
  const urls = new Set([image.imageUrl, ...Object.values(image.variants)]);
  return [...urls].flatMap((url) => {
    const key = storage.keyFromUrl(url);
    return key ? [key] : [];
  });
}
