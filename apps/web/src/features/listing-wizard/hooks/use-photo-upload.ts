import {
  failedToUpload,
  successfullyUploadedImages,
  uploadingImages,
} from '@setspot/domain/images/image-texts';
import type { ImageFailure, ListingImagesResponse } from '@setspot/domain/listings/owner-listing';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { type UploadMode, uploadListingImages } from '../api/upload-listing-images';

export type UploadState = { count: number; share: number };
/** The listing's photos after the upload and every file that did not make it; null when none did. */
export type RunUpload = (
  locationId: string,
  files: readonly File[],
  mode: UploadMode,
) => Promise<ListingImagesResponse | null>;

/**
 * Sends photos one file per request, with live progress and the spec's toasts ('Uploading N
 * image(s)...', then 'Successfully uploaded N image(s)'). One file per request, so a file the server
 * refuses or a dropped connection costs that file only, and the toast names each one that failed
 * under `failedMessage` ('Your listing was created but some images failed to upload').
 */
export function usePhotoUpload(failedMessage: string) {
  const [upload, setUpload] = useState<UploadState | null>(null);

  const run: RunUpload = async (locationId, files, mode) => {
    const count = files.length;
    // One upload at a time: its progress toast turns into its outcome.
    const id = 'listing-photo-upload';
    showToast((toast) => toast.loading(uploadingImages(count), { id }));
    setUpload({ count, share: 0 });
    let latest: ListingImagesResponse | null = null;
    const failed: ImageFailure[] = [];
    for (const [index, file] of files.entries()) {
      // 'replace' swaps the old photos for the first new one that arrives; the rest are added to it.
      const fileMode: UploadMode = mode === 'replace' && latest === null ? 'replace' : 'append';
      try {
        latest = await uploadListingImages(locationId, [file], fileMode, (share) =>
          setUpload({ count, share: (index + share) / count }),
        );
        failed.push(...latest.failed);
      } catch (error) {
        failed.push({ file: file.name, message: failureMessage(file.name, error) });
      }
    }
    setUpload(null);
    if (failed.length > 0) {
      const description = failed.map((failure) => failure.message).join(' ');
      showToast((toast) => toast.error(failedMessage, { id, description }));
    } else {
      showToast((toast) => toast.success(successfullyUploadedImages(count), { id }));
    }
    return latest && { images: latest.images, failed };
  };

  return { upload, run };
}

/** The server's own text names the file ('File "x" is not an image'); without an answer, say which. */
function failureMessage(fileName: string, error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.message;
  return `${failedToUpload(fileName)}: ${errorMessage(error)}`;
}
