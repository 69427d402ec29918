import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@setspot/domain/images/image-variants';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { type ProcessedImage, type StoredImage, storeImage } from '../images/images.public.ts';
import { demoPhotoFile, PHOTOS_PER_LISTING } from './demo-photo-files.ts';

const WIDTH = 1600;
const HEIGHT = 1067;
const PHOTOS_DIR = path.join(import.meta.dirname, 'photos');

/**
 * Photos for the demo listings: WebP files in the repository (drawn once by
 * scripts/make-demo-photos.ts through the upload pipeline), copied into storage like an upload's
 * output, so a first start encodes nothing and the listings get 400, 800 and 1600 px variants.
 */
export async function storeDemoPhotos(
  storage: FileStorage,
  locationId: string,
  title: string,
): Promise<StoredImage[]> {
  const timestamp = Date.now();
  const webp = async (index: number, width?: number) => ({
    data: await fs.readFile(path.join(PHOTOS_DIR, demoPhotoFile(title, index, width))),
    extension: 'webp' as const,
    contentType: 'image/webp',
  });
  const stored: StoredImage[] = [];
  for (let index = 0; index < PHOTOS_PER_LISTING; index++) {
    const image: ProcessedImage = {
      original: await webp(index),
      variants: await Promise.all(
        IMAGE_VARIANT_WIDTHS.filter((width) => width < WIDTH).map(async (width) => ({
          width,
          image: await webp(index, width),
        })),
      ),
      width: WIDTH,
      height: HEIGHT,
    };
    stored.push(await storeImage(storage, { locationId, timestamp, index }, image));
  }
  return stored;
}
