import { ERROR_TITLE } from '@setspot/domain/common/general-texts';
import { errorFetchingProperty, PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listingForEditQueryOptions } from '../api/get-listing-for-edit';
import { LazyEditListingForm, loadListingForms } from './listing-form-loader';
import { ListingWizardSkeleton } from './listing-wizard-skeleton';
import { WizardPageFrame } from './wizard-page-frame';

const TITLE = 'Edit Your Property';

/** /edit-property/{id}: the owner's own listing only; anyone else's is 'Property not found'. */
export function EditListingPage({ listingId }: { listingId: string }) {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const query = useQuery(listingForEditQueryOptions(listingId));
  // The form's code comes while the listing does.
  useEffect(() => void loadListingForms().catch(() => {}), []);
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (!notFound) return;
    showToast((toast) => toast.error(PROPERTY_NOT_FOUND, { id: 'property-not-found' }));
    navigate(paths.owner.listings, { replace: true });
  }, [notFound, navigate]);

  const skeleton = <ListingWizardSkeleton label="Loading your property..." />;
  let content = skeleton;
  if (query.data)
    content = (
      <Suspense fallback={skeleton}>
        <LazyEditListingForm listing={query.data} />
      </Suspense>
    );
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
