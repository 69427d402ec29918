import { MAX_IMAGE_BYTES } from '@setspot/domain/common/constants';
import { MAX_IMAGE_PIXELS } from '@setspot/domain/images/image-files';
import {
  fileExceedsSizeLimit,
  fileHasTooManyPixels,
  fileNotAnImage,
} from '@setspot/domain/images/image-texts';
import { HEADER_BYTES, readImageHeader } from './image-header';

/**
 * The server's checks on a photo, made when it is picked so a bad file is refused at once by name
 * and never shown or sent: at most 10 MB, an image by its content, at most 52 megapixels. Null
 * when the file is fine. The server checks every upload again.
 */
export async function imageFileProblem(file: File): Promise<string | null> {
  if (file.size > MAX_IMAGE_BYTES) return fileExceedsSizeLimit(file.name);
  let header: ReturnType<typeof readImageHeader>;
  try {
    header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  } catch {
    // The file went away or cannot be read (moved, no permission): it cannot be uploaded either.
    header = null;
  }
  if (!header) return fileNotAnImage(file.name);
  const { size } = header;
  if (size && (size.width === 0 || size.height === 0)) return fileNotAnImage(file.name);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) {
    return fileHasTooManyPixels(file.name, MAX_IMAGE_PIXELS / 1_000_000);
  }
  return null;
}
