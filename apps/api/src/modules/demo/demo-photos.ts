import sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { processImage, type StoredImage, storeImage } from '../images/images.public.ts';

const WIDTH = 1600;
const HEIGHT = 1067;

/**
 * Photos for the demo listings: simple scenes drawn as SVG (so the seed needs no binary assets and
 * no network), rendered by sharp and stored through the same pipeline as an upload, so they come as
 * WebP with 400, 800 and 1600 px variants like every other listing photo.
 */
export async function storeDemoPhotos(
  storage: FileStorage,
  locationId: string,
  palette: [string, string],
  title: string,
): Promise<StoredImage[]> {
  const timestamp = Date.now();
  const stored: StoredImage[] = [];
  for (let index = 0; index < 3; index++) {
    // Drawn at 1200 x 800 user units; 96 dpi renders it at 1600 px wide, sharp rather than upscaled.
    const png = await sharp(Buffer.from(scene(palette, title, index)), { density: 96 })
      .resize(WIDTH, HEIGHT)
      .png({ compressionLevel: 1 })
      .toBuffer();
    stored.push(await storeImage(storage, { locationId, timestamp, index }, await processImage(png)));
  }
  return stored;
}

function scene([light, dark]: [string, string], title: string, variant: number): string {
  const windows = Array.from({ length: 4 }, (_, i) => {
    const x = 120 + i * 250 + variant * 20;
    return `<rect x="${x}" y="140" width="170" height="260" rx="6" fill="#fff" fill-opacity="${0.55 - variant * 0.12}"/>`;
  }).join('');
  const label = title.replace(/[&<>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${variant === 1 ? 1 : 0}" y2="1">
<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>${windows}
<rect y="560" width="1200" height="240" fill="${dark}" fill-opacity="0.85"/>
<text x="60" y="700" font-family="sans-serif" font-size="56" fill="#fff">${label}</text>
</svg>`;
}
