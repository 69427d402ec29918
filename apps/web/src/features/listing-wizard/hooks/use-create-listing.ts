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
import { ownerQueryKeys } from '../../../lib/owner-query-keys';
import { showToast } from '../../../lib/toast';
import { createListing } from '../api/create-listing';
import { usePhotoUpload } from './use-photo-upload';
import { useSessionRefusal } from './use-session-refusal';

/**
 * Spec sections 4 and 8, listing create: the listing first, then its photos. If the photos fail the
 * listing is kept and the owner is taken to My Listings to fix them; otherwise home.
 */
export function useCreateListing() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refuse = useSessionRefusal(MUST_BE_LOGGED_IN_TO_LIST);
  const { upload, run } = usePhotoUpload(LISTING_CREATED_IMAGES_FAILED);
  const [busy, setBusy] = useState(false);

  const submit = async (form: ListingFormState, files: readonly File[]) => {
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
    const result = await run(listingId, files, 'append');
    showToast((toast) => toast.dismiss(creating));
    await queryClient.invalidateQueries({ queryKey: ownerQueryKeys.all });
    if (result && result.failed.length === 0) {
      showToast((toast) => toast.success(PROPERTY_LISTED_SUCCESSFULLY));
      navigate(paths.home);
    } else {
      navigate(paths.owner.listings);
    }
  };

  return { busy, upload, submit };
}
