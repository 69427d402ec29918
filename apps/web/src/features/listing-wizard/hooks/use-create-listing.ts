import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import {
  CREATING_PROPERTY_LISTING,
  errorListingProperty,
  LISTING_CREATED_IMAGES_FAILED,
  MUST_BE_LOGGED_IN_TO_LIST,
  PROPERTY_LISTED_SUCCESSFULLY,
} from '@setspot/domain/listings/listing-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';
import { showToast } from '../../../lib/toast';
import { createListing } from '../api/create-listing';
import { saveListingPin } from '../api/listing-pin';
import type { PinPoint } from '../lib/pin-state';
import { PHOTOS_STEP_SEARCH } from '../lib/wizard-steps';
import { usePhotoUpload } from './use-photo-upload';
import { useSessionRefusal } from './use-session-refusal';

/**
 * Product sections 4 and 8, listing create: the listing first, then its photos one by one. Once the
 * listing exists the draft is dropped. With every photo stored the owner sees the new listing's
 * page ('Property listed successfully!'); if any photo failed, the toast names each one and the
 * owner lands on the listing's photos step to add them again, never on a page that hides the loss.
 */
export function useCreateListing(forgetDraft: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refuse = useSessionRefusal(MUST_BE_LOGGED_IN_TO_LIST);
  const { upload, run } = usePhotoUpload(LISTING_CREATED_IMAGES_FAILED);
  const [busy, setBusy] = useState(false);

  const submit = async (form: ListingFormState, files: readonly File[], pin: PinPoint | null) => {
    setBusy(true);
    const creating = 'listing-create';
    showToast((toast) => toast.loading(CREATING_PROPERTY_LISTING, { id: creating }));
    let listingId: string;
    try {
      listingId = (await createListing(form)).listing.id;
    } catch (error) {
      showToast((toast) => toast.dismiss(creating));
      setBusy(false);
      refuse(error, errorListingProperty);
      return;
    }
    // The listing is saved: a reload or a second submit must not make it twice.
    forgetDraft();
    // The pin the owner moved: the listing stands without it (placed from its ZIP code) if refused.
    if (pin)
      await saveListingPin(listingId, pin).catch((error: unknown) =>
        showToast((toast) => toast.error(errorMessage(error))),
      );
    const result = files.length > 0 ? await run(listingId, files, 'append') : { images: [], failed: [] };
    showToast((toast) => toast.dismiss(creating));
    await queryClient.invalidateQueries({ queryKey: ownerQueryKeys.all });
    if (result && result.failed.length === 0) {
      showToast((toast) => toast.success(PROPERTY_LISTED_SUCCESSFULLY));
      navigate(paths.location.build(listingId));
    } else {
      navigate(`${paths.editProperty.build(listingId)}${PHOTOS_STEP_SEARCH}`);
    }
  };

  return { busy, upload, submit };
}
