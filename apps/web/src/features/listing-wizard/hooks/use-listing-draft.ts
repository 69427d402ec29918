import { emptyListingForm } from '@setspot/domain/listings/empty-listing-form';
import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  clearListingDraft,
  type ListingDraft,
  newPhotoKey,
  readListingDraft,
  writeListingDraft,
} from '../lib/listing-draft';
import type { PhotoItems } from './use-photo-items';

/** IndexedDB's photo store loads after the page: the wizard's first load stays within its budget. */
const loadPhotoDraftStore = () => import('../lib/photo-draft-store');

/** The draft this tab was writing for this owner, or a new empty one. */
export function startListingDraft(ownerId: string): ListingDraft {
  return (
    readListingDraft(ownerId) ?? { ownerId, form: emptyListingForm(), photoCount: 0, photoKey: newPhotoKey() }
  );
}

/**
 * Keeps the create wizard's draft as the owner writes it: the text in session storage, the photos in
 * IndexedDB, both brought back after a reload. `photosLost` says the photos could not be brought
 * back and must be picked again; `forget` drops the draft once the listing is published.
 */
export function useListingDraft(
  draft: ListingDraft,
  form: UseFormReturn<ListingFormState>,
  photos: PhotoItems,
) {
  const [restored, setRestored] = useState(false);
  const [photosLost, setPhotosLost] = useState(false);
  const forgotten = useRef(false);
  const photoCount = useRef(draft.photoCount);
  const { restore } = photos;

  // Once, on opening: the photos kept before a reload (this also clears those of closed tabs).
  useEffect(() => {
    let live = true;
    void loadPhotoDraftStore()
      .then((store) => store.takeDraftPhotos(draft.photoKey))
      .then((files) => {
        if (!live) return;
        restore(files);
        if (files.length < draft.photoCount) setPhotosLost(true);
        setRestored(true);
      });
    return () => {
      live = false;
    };
  }, [draft, restore]);

  const save = useCallback(() => {
    if (forgotten.current) return;
    writeListingDraft({ ...draft, form: form.getValues(), photoCount: photoCount.current });
  }, [draft, form]);

  useEffect(() => {
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, save]);

  // Each change of photos once the kept ones are back (before, it would overwrite them with none).
  useEffect(() => {
    if (!restored || forgotten.current) return;
    const files = photos.items.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
    photoCount.current = files.length;
    if (files.length > 0) setPhotosLost(false);
    save();
    void loadPhotoDraftStore().then((store) => store.keepDraftPhotos(draft.photoKey, files));
  }, [restored, photos.items, draft, save]);

  const forget = useCallback(() => {
    forgotten.current = true;
    clearListingDraft();
    void loadPhotoDraftStore().then((store) => store.forgetDraftPhotos(draft.photoKey));
  }, [draft]);

  return { photosLost, forget };
}
