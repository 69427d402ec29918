import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { useSession } from '../../../lib/auth/get-me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateListing } from '../hooks/use-create-listing';
import { startListingDraft, useListingDraft } from '../hooks/use-listing-draft';
import { usePhotoItems } from '../hooks/use-photo-items';
import { PHOTOS_NOT_KEPT } from '../lib/listing-draft';
import { ListingWizard } from './listing-wizard';
import { WizardPageFrame } from './wizard-page-frame';

const TITLE = 'List Your Property';

/** /list-property: the four-step listing wizard (product section 2), kept as a draft until published. */
export function CreateListingPage() {
  useDocumentTitle(TITLE);
  const ownerId = useSession().user?.id ?? '';
  const [draft] = useState(() => startListingDraft(ownerId));
  const form = useForm<ListingFormState>({ defaultValues: draft.form });
  const photos = usePhotoItems();
  const { photosLost, forget } = useListingDraft(draft, form, photos);
  const { busy, upload, submit } = useCreateListing(forget);
  return (
    <WizardPageFrame
      title={TITLE}
      subtitle="Share your space with filmmakers and earn money from film, TV and photo shoots."
    >
      {photosLost && photos.items.length === 0 ? <Alert variant="warning">{PHOTOS_NOT_KEPT}</Alert> : null}
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
