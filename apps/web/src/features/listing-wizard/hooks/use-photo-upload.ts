import { successfullyUploadedImages, uploadingImages } from '@setspot/domain/images/image-texts';
import type { ListingImagesResponse } from '@setspot/domain/listings/owner-listing';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
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
    const id = toast.loading(uploadingImages(count));
    setUpload({ count, share: 0 });
    try {
      const result = await uploadListingImages(locationId, files, mode, (share) =>
        setUpload({ count, share }),
      );
      if (result.failed.length > 0) {
        toast.error(failedMessage, {
          id,
          description: result.failed.map((failure) => failure.message).join(' '),
        });
      } else {
        toast.success(successfullyUploadedImages(count), { id });
      }
      return result;
    } catch (error) {
      toast.error(failedMessage, { id, description: errorMessage(error) });
      return null;
    } finally {
      setUpload(null);
    }
  };

  return { upload, run };
}
