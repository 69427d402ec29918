import { Suspense } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LazyCreateListingForm } from './listing-form-loader';
import { ListingWizardSkeleton } from './listing-wizard-skeleton';
import { WizardPageFrame } from './wizard-page-frame';

const TITLE = 'List Your Property';

/** /list-property: the four-step listing wizard (product section 2), kept as a draft until published. */
export function CreateListingPage() {
  useDocumentTitle(TITLE);
  return (
    <WizardPageFrame
      title={TITLE}
      subtitle="Share your space with filmmakers and earn money from film, TV and photo shoots."
    >
      <Suspense fallback={<ListingWizardSkeleton label="Loading the form..." />}>
        <LazyCreateListingForm />
      </Suspense>
    </WizardPageFrame>
  );
}
