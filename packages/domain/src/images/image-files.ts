import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../shared/constants.ts';
import { fileExceedsSizeLimit, fileNotAnImage } from './image-texts.ts';

/**
 * Spec section 5, photos. The browser's File and a multipart part both fit this shape. The type check
 * reads the declared MIME type only; the server also decodes the bytes (sharp) before trusting them.
 */
export interface ImageFileLike {
  name: string;
  type: string;
  size: number;
}

/** The spec's message for a file that cannot be used, or null when it is fine. */
export function imageFileError(file: ImageFileLike): string | null {
  if (!file.type.startsWith('image/')) return fileNotAnImage(file.name);
  if (file.size > MAX_IMAGE_BYTES) return fileExceedsSizeLimit(file.name);
  return null;
}

/**
 * Adds picked files to those already chosen without passing MAX_IMAGES. `ignored` > 0 is the cue
 * for the info 'Maximum 4 images added. Additional images were ignored.'
 */
export function takeImagesWithinLimit<T>(
  alreadyChosen: number,
  picked: readonly T[],
  limit = MAX_IMAGES,
): { accepted: T[]; ignored: number } {
  const room = Math.max(0, limit - alreadyChosen);
  const accepted = picked.slice(0, room);
  return { accepted, ignored: picked.length - accepted.length };
}
