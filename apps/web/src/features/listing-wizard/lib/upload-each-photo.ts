import { failedToUpload } from '@setspot/domain/images/image-texts';
import type { ImageFailure, ListingImagesResponse } from '@setspot/domain/listings/owner-listing';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type UploadMode, uploadListingImages } from '../api/upload-listing-images';

/**
 * Sends photos one file per request, so a file the server refuses or a dropped connection costs that
 * file only. Loaded when the first upload starts: the wizard's first load stays within its budget.
 */
export async function uploadEachPhoto(
  locationId: string,
  files: readonly File[],
  mode: UploadMode,
  onShare: (share: number) => void,
): Promise<{ latest: ListingImagesResponse | null; failed: ImageFailure[] }> {
  let latest: ListingImagesResponse | null = null;
  const failed: ImageFailure[] = [];
  for (const [index, file] of files.entries()) {
    // 'replace' swaps the old photos for the first new one that arrives; the rest are added to it.
    const fileMode: UploadMode = mode === 'replace' && latest === null ? 'replace' : 'append';
    try {
      latest = await uploadListingImages(locationId, [file], fileMode, (share) =>
        onShare((index + share) / files.length),
      );
      failed.push(...latest.failed);
    } catch (error) {
      failed.push({ file: file.name, message: failureMessage(file.name, error) });
    }
  }
  return { latest, failed };
}

/** The server's own text names the file ('File "x" is not an image'); without an answer, say which. */
function failureMessage(fileName: string, error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.message;
  return `${failedToUpload(fileName)}: ${errorMessage(error)}`;
}
