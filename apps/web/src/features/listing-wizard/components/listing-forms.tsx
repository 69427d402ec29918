import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import type { ListingEditResponse } from '@setspot/domain/listings/owner-listing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { useSession } from '../../../lib/auth/get-me';
import { getListingPosition } from '../api/listing-pin';
import { useCreateListing } from '../hooks/use-create-listing';
import { startListingDraft, useListingDraft } from '../hooks/use-listing-draft';
import { usePhotoItems } from '../hooks/use-photo-items';
import { useUpdateListing } from '../hooks/use-update-listing';
import { PHOTOS_NOT_KEPT } from '../lib/listing-draft';
import { addressKey, type PlacedPin, pinFor } from '../lib/pin-state';
import { ListingWizard } from './listing-wizard';

// The wizard's forms, with react-hook-form and the first step: fetched by the pages as soon as they
// start (listing-form-loader.ts), beside the session and the listing they wait for anyway, so that
// the pages' own code stays small (docs/decisions/0043).

/** /list-property: a new listing, kept as a draft until published. */
export function CreateListingForm() {
  const ownerId = useSession().user?.id ?? '';
  const [draft] = useState(() => startListingDraft(ownerId));
  const form = useForm<ListingFormState>({ defaultValues: draft.form });
  const photos = usePhotoItems();
  const { photosLost, forget } = useListingDraft(draft, form, photos);
  const { busy, upload, submit } = useCreateListing(forget);
  const [pin, setPin] = useState<PlacedPin | null>(null);
  return (
    <>
      {photosLost && photos.items.length === 0 ? <Alert variant="warning">{PHOTOS_NOT_KEPT}</Alert> : null}
      <ListingWizard
        flow="create"
        form={form}
        photos={photos}
        busy={busy}
        upload={upload}
        pinControl={{ pin, onPin: setPin, saved: null }}
        onSubmit={(values) =>
          submit(
            values,
            photos.items.flatMap((item) => (item.kind === 'new' ? [item.file] : [])),
            pinFor(pin, values),
          )
        }
      />
    </>
  );
}

/** /edit-property/{id}: the owner's listing as it is saved. */
export function EditListingForm({ listing }: { listing: ListingEditResponse }) {
  const form = useForm<ListingFormState>({ defaultValues: listing.form });
  const photos = usePhotoItems(listing.images);
  const { busy, upload, submit } = useUpdateListing(listing.id, listing.images);
  const [pin, setPin] = useState<PlacedPin | null>(null);
  // Where the pin is saved now: the owner's answer holds the exact point.
  const position = useQuery({
    queryKey: ['listing-position', listing.id],
    queryFn: ({ signal }) => getListingPosition(listing.id, signal),
    gcTime: 0,
  });
  const exact = position.data?.exact ?? null;
  const saved = exact ? { point: exact, address: addressKey(listing.form) } : null;
  return (
    <ListingWizard
      flow="edit"
      form={form}
      photos={photos}
      busy={busy}
      upload={upload}
      pinControl={{ pin, onPin: setPin, saved }}
      onSubmit={(values) => submit(values, photos.items, pinFor(pin, values))}
    />
  );
}
