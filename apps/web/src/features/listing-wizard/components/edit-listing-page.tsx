import { ERROR_TITLE } from '@setspot/domain/common/general-texts';
import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { errorFetchingProperty, PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import type { ListingEditResponse } from '@setspot/domain/listings/owner-listing';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listingForEditQueryOptions } from '../api/get-listing-for-edit';
import { usePhotoItems } from '../hooks/use-photo-items';
import { useUpdateListing } from '../hooks/use-update-listing';
import { EditListingSkeleton } from './edit-listing-skeleton';
import { ListingWizard } from './listing-wizard';
import { WizardPageFrame } from './wizard-page-frame';

const TITLE = 'Edit Your Property';

/** /edit-property/{id}: the owner's own listing only; anyone else's is 'Property not found'. */
export function EditListingPage({ listingId }: { listingId: string }) {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const query = useQuery(listingForEditQueryOptions(listingId));
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (!notFound) return;
    showToast((toast) => toast.error(PROPERTY_NOT_FOUND, { id: 'property-not-found' }));
    navigate(paths.owner.listings, { replace: true });
  }, [notFound, navigate]);

  let content = <EditListingSkeleton />;
  if (query.data) content = <EditListingForm listing={query.data} />;
  else if (query.error && !notFound) {
    content = (
      <Alert variant="destructive">
        <AlertTitle>{ERROR_TITLE}</AlertTitle>
        <AlertDescription>{errorFetchingProperty(errorMessage(query.error))}</AlertDescription>
      </Alert>
    );
  }
  return (
    <WizardPageFrame title={TITLE} subtitle="Update your property details and keep your listing accurate.">
      <Link
        to={`/owner/listings/${encodeURIComponent(listingId)}/calendar`}
        className="w-fit text-sm font-medium text-primary underline"
      >
        Calendar
      </Link>
      {content}
    </WizardPageFrame>
  );
}

function EditListingForm({ listing }: { listing: ListingEditResponse }) {
  const form = useForm<ListingFormState>({ defaultValues: listing.form });
  const photos = usePhotoItems(listing.images);
  const { busy, upload, submit } = useUpdateListing(listing.id, listing.images);
  return (
    <ListingWizard
      flow="edit"
      form={form}
      photos={photos}
      busy={busy}
      upload={upload}
      onSubmit={(values) => submit(values, photos.items)}
    />
  );
}
