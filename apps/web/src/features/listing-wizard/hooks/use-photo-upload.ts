import { successfullyUploadedImages, uploadingImages } from '@setspot/domain/images/image-texts';
import type { ListingImagesResponse } from '@setspot/domain/listings/owner-listing';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { type UploadMode, uploadListingImages } from '../api/upload-listing-images';

export type UploadState = { count: number; share: number };
export type RunUpload = (
  locationId: string,
  files: readonly File[],
  mode: UploadMode,
) => Promise<ListingImagesResponse | null>;

/**
 * Sends photos with live progress and the spec's toasts ('Uploading N image(s)...', then
 * 'Successfully uploaded N image(s)'). A failure is reported with `failedMessage` ('Your listing was
 * created but some images failed to upload'): the listing itself is already saved and stays.
 */
export function usePhotoUpload(failedMessage: string) {
  const [upload, setUpload] = useState<UploadState | null>(null);

  const run: RunUpload = async (locationId, files, mode) => {
    const count = files.length;
    // One upload at a time: its progress toast turns into its outcome.
    const id = 'listing-photo-upload';
    showToast((toast) => toast.loading(uploadingImages(count), { id }));
    setUpload({ count, share: 0 });
    try {
      const result = await uploadListingImages(locationId, files, mode, (share) =>
        setUpload({ count, share }),
      );
      if (result.failed.length > 0) {
        showToast((toast) =>
          toast.error(failedMessage, {
            id,
            description: result.failed.map((failure) => failure.message).join(' '),
          }),
        );
      } else {
        showToast((toast) => toast.success(successfullyUploadedImages(count), { id }));
      }
      return result;
    } catch (error) {
      showToast((toast) => toast.error(failedMessage, { id, description: errorMessage(error) }));
      return null;
    } finally {
      setUpload(null);
    }
  };

  return { upload, run };
}
