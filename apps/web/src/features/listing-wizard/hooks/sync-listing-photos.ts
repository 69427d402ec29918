import { errorWithMessage } from '@setspot/domain/common/general-texts';
import type { ListingImage } from '@setspot/domain/listings/owner-listing';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { deleteListingImage } from '../api/delete-listing-image';
import { reorderListingImages } from '../api/reorder-listing-images';
import { finalImageOrder, type PhotoItem, planPhotoChanges } from '../lib/photo-items';
import type { RunUpload } from './use-photo-upload';

/**
 * Makes a listing's stored photos match the edit wizard's list. Removals go first (the server keeps
 * a listing from losing its last photo and from holding more than 4), then new files are appended,
 * then the order is saved. True when everything went through.
 */
export async function syncListingPhotos(
  listingId: string,
  original: readonly ListingImage[],
  items: readonly PhotoItem[],
  runUpload: RunUpload,
): Promise<boolean> {
  const plan = planPhotoChanges(original, items);
  if (plan.kind === 'unchanged') return true;
  if (plan.kind === 'replace') {
    const result = await runUpload(listingId, plan.files, 'replace');
    return result !== null && result.failed.length === 0;
  }
  try {
    let current = original.map((image) => image.id);
    for (const id of plan.removeIds) {
      current = (await deleteListingImage(listingId, id)).images.map((image) => image.id);
    }
    let uploadedIds: string[] = [];
    let uploadFailed = false;
    if (plan.addFiles.length > 0) {
      const result = await runUpload(listingId, plan.addFiles, 'append');
      if (!result) return false;
      const before = new Set(current);
      current = result.images.map((image) => image.id);
      uploadedIds = current.filter((id) => !before.has(id));
      uploadFailed = result.failed.length > 0;
    }
    const order = finalImageOrder(plan.items, uploadedIds);
    if (order.some((id, index) => current[index] !== id)) await reorderListingImages(listingId, order);
    return !uploadFailed;
  } catch (error) {
    showToast((toast) => toast.error(errorWithMessage(errorMessage(error))));
    return false;
  }
}
