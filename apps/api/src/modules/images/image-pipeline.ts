import { IMAGE_VARIANT_WIDTHS } from '@setspot/domain/images/image-variants';
import sharp from 'sharp';

// Raster formats a browser shows once re-encoded. SVG and PDF are refused: they are documents.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// 100 megapixels: more than any camera a location owner uses, and a bound on decode memory.
const MAX_INPUT_PIXELS = 100_000_000;
// WebP cannot be wider or taller than this; such panoramas keep a JPEG original.
const WEBP_MAX_SIDE = 16_383;

type EncodedImage = { data: Buffer; extension: 'webp' | 'jpg'; contentType: string };

export type ProcessedImage = {
  /** Original size, auto-rotated, metadata stripped. */
  original: EncodedImage;
  /** Only widths smaller than the original; larger ones would be enlargements. */
  variants: { width: number; image: EncodedImage }[];
  width: number;
  height: number;
};

export class NotAnImageError extends Error {
  constructor(cause?: unknown) {
    super('Not an image', { cause });
    this.name = 'NotAnImageError';
  }
}

/**
 * Decides by content alone (never the name or declared type) whether the bytes are an image, then
 * re-encodes it: EXIF orientation applied, every metadata block (EXIF, GPS, XMP, ICC) dropped, which
 * sharp does by default when writing, and WebP variants that are never enlarged.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const options = { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(input, options).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format)) throw new Error(`Unsupported format ${metadata.format}`);
    ({ width, height } = metadata.autoOrient);
  } catch (error) {
    throw new NotAnImageError(error);
  }
  try {
    const base = () => sharp(input, options);
    const original: EncodedImage =
      Math.max(width, height) <= WEBP_MAX_SIDE
        ? {
            data: await base().webp({ quality: 85 }).toBuffer(),
            extension: 'webp',
            contentType: 'image/webp',
          }
        : {
            data: await base().jpeg({ quality: 88 }).toBuffer(),
            extension: 'jpg',
            contentType: 'image/jpeg',
          };
    const variants: ProcessedImage['variants'] = [];
    for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
      if (variantWidth >= width) continue;
      const data = await base()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      variants.push({ width: variantWidth, image: { data, extension: 'webp', contentType: 'image/webp' } });
    }
    return { original, variants, width, height };
  } catch (error) {
    // The header looked like an image but the pixels do not decode (truncated, corrupt, too large).
    throw new NotAnImageError(error);
  }
}
