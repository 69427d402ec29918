import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Real image files made on the spot, so no binary fixtures live in the repository. */
export function pngImage(width = 640, height = 480, color = { r: 30, g: 120, b: 200 }) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * A camera-like JPEG: stored sideways with EXIF orientation 6 (shown rotated 90°), plus tags a
 * stored copy must not keep (camera owner, GPS-like comment).
 */
export function jpegWithExif(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: 'Secret Owner', Copyright: 'Home address 12 Water St' },
    })
    .toBuffer();
}

/** Random noise does not compress: a genuine PNG just over 11 MB (more than 10485760 bytes). */
export function oversizedPng() {
  const width = 2000;
  const height = 1900;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const textPretendingToBeAPng = Buffer.from(
  'Meeting notes\n- call the location owner\n- bring C-stands\n',
);

export type UploadFile = { filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body as a browser's FormData sends it, for app.inject. */
export async function multipartPayload(files: UploadFile[], field = 'images') {
  const form = new FormData();
  for (const file of files) {
    form.append(
      field,
      new Blob([new Uint8Array(file.data)], { type: file.contentType ?? 'image/png' }),
      file.filename,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
