import { emptyListingForm } from '@setspot/domain/listings/empty-listing-form';
import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { useForm } from 'react-hook-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateListing } from '../hooks/use-create-listing';
import { usePhotoItems } from '../hooks/use-photo-items';
import { ListingWizard } from './listing-wizard';
import { WizardPageFrame } from './wizard-page-frame';

const TITLE = 'List Your Property';

/** /list-property: the four-step listing wizard (spec section 2). */
export function CreateListingPage() {
  useDocumentTitle(TITLE);
  const form = useForm<ListingFormState>({ defaultValues: emptyListingForm() });
  const photos = usePhotoItems();
  const { busy, upload, submit } = useCreateListing();
  return (
    <WizardPageFrame
      title={TITLE}
      subtitle="Share your space with filmmakers and earn money from film, TV and photo shoots."
    >
      <ListingWizard
        flow="create"
        form={form}
        photos={photos}
        busy={busy}
        upload={upload}
        onSubmit={(values) =>
          submit(
            values,
            photos.items.flatMap((item) => (item.kind === 'new' ? [item.file] : [])),
          )
        }
      />
    </WizardPageFrame>
  );
}
