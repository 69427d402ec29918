import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import {
  failedToUpdateListing,
  LISTING_UPDATED_IMAGES_FAILED,
  MUST_BE_LOGGED_IN_TO_UPDATE,
  PROPERTY_LISTING_UPDATED_SUCCESSFULLY,
  PROPERTY_NOT_FOUND,
  UPDATING_PROPERTY_LISTING,
} from '@setspot/domain/listings/listing-texts';
import type { ListingImage } from '@setspot/domain/listings/owner-listing';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';
import { showToast } from '../../../lib/toast';
import { saveListingPin } from '../api/listing-pin';
import { updateListing } from '../api/update-listing';
import type { PhotoItem } from '../lib/photo-items';
import type { PinPoint } from '../lib/pin-state';
import { syncListingPhotos } from './sync-listing-photos';
import { usePhotoUpload } from './use-photo-upload';
import { useSessionRefusal } from './use-session-refusal';

/** Product sections 4 and 8, listing edit: save the details, then the photos, then back to My Listings. */
export function useUpdateListing(listingId: string, originalImages: readonly ListingImage[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refuse = useSessionRefusal(MUST_BE_LOGGED_IN_TO_UPDATE);
  const { upload, run } = usePhotoUpload(LISTING_UPDATED_IMAGES_FAILED);
  const [busy, setBusy] = useState(false);

  const submit = async (form: ListingFormState, items: readonly PhotoItem[], pin: PinPoint | null) => {
    setBusy(true);
    const updating = 'listing-update';
    showToast((toast) => toast.loading(UPDATING_PROPERTY_LISTING, { id: updating }));
    try {
      await updateListing(listingId, form);
    } catch (error) {
      showToast((toast) => toast.dismiss(updating));
      setBusy(false);
      if (error instanceof ApiError && error.status === 404) {
        showToast((toast) => toast.error(PROPERTY_NOT_FOUND));
        navigate(paths.owner.listings, { replace: true });
        return;
      }
      refuse(error, failedToUpdateListing);
      return;
    }
    // After the details: a changed address has placed the listing anew, and the pin is checked against it.
    if (pin)
      await saveListingPin(listingId, pin).catch((error: unknown) =>
        showToast((toast) => toast.error(errorMessage(error))),
      );
    const photosSaved = await syncListingPhotos(listingId, originalImages, items, run);
    showToast((toast) => toast.dismiss(updating));
    await queryClient.invalidateQueries({ queryKey: ownerQueryKeys.all });
    // When photos failed, their toast already says the listing itself was updated.
    if (photosSaved) showToast((toast) => toast.success(PROPERTY_LISTING_UPDATED_SUCCESSFULLY));
    navigate(paths.owner.listings);
  };

  return { busy, upload, submit };
}
