import { imageFileError, takeImagesWithinLimit } from '@setspot/domain/images/image-files';
import { MAXIMUM_IMAGES_ADDED, MAXIMUM_IMAGES_ALLOWED } from '@setspot/domain/images/image-texts';
import type { ListingImage } from '@setspot/domain/listings/owner-listing';
import { MAX_IMAGES } from '@setspot/domain/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { moveItem, type PhotoItem, storedPhoto } from '../lib/photo-items';

export type PhotoItems = ReturnType<typeof usePhotoItems>;

/**
 * The wizard's photo list: add (checked like the server will, for fast feedback), remove, reorder,
 * replace all. Previews of picked files are object URLs, released when no longer shown.
 */
export function usePhotoItems(initial: readonly ListingImage[] = []) {
  const [items, setItems] = useState<PhotoItem[]>(() => initial.map(storedPhoto));
  const [announcement, setAnnouncement] = useState('');
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const toItems = useCallback((files: File[]): PhotoItem[] => {
    return files.map((file) => {
      const url = URL.createObjectURL(file);
      objectUrls.current.add(url);
      return { key: url, kind: 'new', file, url, name: file.name };
    });
  }, []);

  const release = useCallback((gone: readonly PhotoItem[]) => {
    for (const item of gone) {
      if (item.kind !== 'new') continue;
      URL.revokeObjectURL(item.url);
      objectUrls.current.delete(item.url);
    }
  }, []);

  const add = (picked: readonly File[]) => {
    const accepted = screenFiles(picked, items.length);
    if (accepted.length === 0) return;
    setItems((current) => [...current, ...toItems(accepted)]);
    setAnnouncement(`${accepted.length} photo(s) added`);
  };

  const replaceAll = (picked: readonly File[]) => {
    const accepted = screenFiles(picked, 0);
    if (accepted.length === 0) return;
    release(items);
    setItems(toItems(accepted));
    setAnnouncement(`Photos replaced with ${accepted.length} new photo(s)`);
  };

  const remove = (key: string) => {
    const gone = items.filter((item) => item.key === key);
    release(gone);
    setItems((current) => current.filter((item) => item.key !== key));
    setAnnouncement(`${gone[0]?.name ?? 'Photo'} removed`);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    setItems((current) => moveItem(current, from, to));
    setAnnouncement(
      `Photo moved to position ${to + 1} of ${items.length}${to === 0 ? ', now the primary photo' : ''}`,
    );
  };

  return { items, announcement, add, replaceAll, remove, move };
}

/** Spec section 5: only images of at most 10 MB, and no more than 4 in all. Each refusal is a toast. */
function screenFiles(picked: readonly File[], alreadyChosen: number): File[] {
  const valid = picked.filter((file) => {
    const error = imageFileError(file);
    if (error) showToast((toast) => toast.error(error));
    return error === null;
  });
  if (valid.length === 0) return [];
  if (alreadyChosen >= MAX_IMAGES) {
    showToast((toast) => toast.error(MAXIMUM_IMAGES_ALLOWED));
    return [];
  }
  const { accepted, ignored } = takeImagesWithinLimit(alreadyChosen, valid);
  if (ignored > 0) showToast((toast) => toast.info(MAXIMUM_IMAGES_ADDED));
  return accepted;
}
