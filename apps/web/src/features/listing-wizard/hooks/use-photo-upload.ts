import { successfullyUploadedImages, uploadingImages } from '@setspot/domain/images/image-texts';
import type { ListingImagesResponse } from '@setspot/domain/listings/owner-listing';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import type { UploadMode } from '../api/upload-listing-images';

export type UploadState = { count: number; share: number };
/** The listing's photos after the upload and every file that did not make it; null when none did. */
export type RunUpload = (
  locationId: string,
  files: readonly File[],
  mode: UploadMode,
) => Promise<ListingImagesResponse | null>;

/**
 * Uploads photos with live progress and the spec's toasts ('Uploading N image(s)...', then
 * 'Successfully uploaded N image(s)'); the toast names each file that failed under `failedMessage`
 * ('Your listing was created but some images failed to upload').
 */
export function usePhotoUpload(failedMessage: string) {
  const [upload, setUpload] = useState<UploadState | null>(null);

  const run: RunUpload = async (locationId, files, mode) => {
    const count = files.length;
    // One upload at a time: its progress toast turns into its outcome.
    const id = 'listing-photo-upload';
    showToast((toast) => toast.loading(uploadingImages(count), { id }));
    setUpload({ count, share: 0 });
    const { uploadEachPhoto } = await import('../lib/upload-each-photo');
    const { latest, failed } = await uploadEachPhoto(locationId, files, mode, (share) =>
      setUpload({ count, share }),
    );
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
