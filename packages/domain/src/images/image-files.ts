import { MAX_IMAGES } from '../common/constants.ts';

/**
 * Not in the spec: 52 megapixels, room for the largest full-frame cameras (8,736 x 5,824 is 50.9 MP)
 * and a bound on decode memory. The server refuses more (apps/api image-pipeline.ts); the wizard
 * reads the size from the file's header when it is picked and says so at once.
 */
export const MAX_IMAGE_PIXELS = 52_000_000;

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
