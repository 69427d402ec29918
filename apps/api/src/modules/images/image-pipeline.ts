import { MAX_IMAGE_PIXELS } from '@setspot/domain/images/image-files';
import { IMAGE_VARIANT_WIDTHS } from '@setspot/domain/images/image-variants';
import pLimit from 'p-limit';
import sharp from 'sharp';

// Raster formats a browser shows once re-encoded. SVG and PDF are refused: they are documents.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/**
 * 52 megapixels: room for the largest full-frame cameras (8,736 x 5,824 is 50.9 MP) and a bound on
 * decode memory (about 200 MB at 4 bytes a pixel). The header is read first, so a tiny file that
 * declares a huge image is refused before any pixel is decoded. Shared with the wizard's own check.
 */
export const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;
/**
 * Decoding and encoding are CPU- and memory-heavy: at most two images at a time per process, the
 * rest wait their turn, so a burst of uploads cannot starve every other request.
 */
const imageWork = pLimit(2);
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

/** An image, but with more pixels than MAX_INPUT_PIXELS. */
export class ImageTooLargeError extends NotAnImageError {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super();
    this.message = `Image has ${width} x ${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
    this.name = 'ImageTooLargeError';
  }
}

/**
 * Decides by content alone (never the name or declared type) whether the bytes are an image, then
 * re-encodes it: EXIF orientation applied, every metadata block (EXIF, GPS, XMP, ICC) dropped, which
 * sharp does by default when writing, and WebP variants that are never enlarged.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return imageWork(() => decodeAndEncode(input));
}

const decodeOptions = { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;

/** Reads the header alone (no pixel is decoded) and refuses what is not an accepted image or too big. */
async function checkHeader(input: Buffer): Promise<{ width: number; height: number }> {
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(input, { ...decodeOptions, limitInputPixels: false }).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format)) throw new Error(`Unsupported format ${metadata.format}`);
    ({ width, height } = metadata.autoOrient);
  } catch (error) {
    throw new NotAnImageError(error);
  }
  if (width * height > MAX_INPUT_PIXELS) throw new ImageTooLargeError(width, height);
  return { width, height };
}

async function decodeAndEncode(input: Buffer): Promise<ProcessedImage> {
  const options = decodeOptions;
  const { width, height } = await checkHeader(input);
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

/**
 * An avatar (product section 9: one image): checked by content like any photo, cropped to a square
 * around its most interesting part and encoded as WebP at each size, metadata stripped.
 */
export function processAvatar(input: Buffer, sizes: readonly number[]): Promise<Map<number, Buffer>> {
  return imageWork(async () => {
    await checkHeader(input);
    try {
      const squares = new Map<number, Buffer>();
      for (const size of sizes) {
        const square = await sharp(input, decodeOptions)
          .resize({ width: size, height: size, fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer();
        squares.set(size, square);
      }
      return squares;
    } catch (error) {
      throw new NotAnImageError(error);
    }
  });
}
