import { MAX_IMAGES } from '@setspot/domain/common/constants';
import { takeImagesWithinLimit } from '@setspot/domain/images/image-files';
import { MAXIMUM_IMAGES_ADDED, MAXIMUM_IMAGES_ALLOWED } from '@setspot/domain/images/image-texts';
import type { ListingImage } from '@setspot/domain/listings/owner-listing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { moveItem, type PhotoItem, storedPhoto } from '../lib/photo-items';

export type PhotoItems = ReturnType<typeof usePhotoItems>;

/** What picking said about files it did not take, shown beside the picker until the next pick. */
export type PhotoNotice = { tone: 'error' | 'info'; text: string };
/** The notices of the latest pick; `pick` counts picks. */
export type PhotoNotices = { pick: number; list: PhotoNotice[] };

/**
 * The wizard's photo list: add (each file checked like the server will, by content, so a bad one is
 * refused by name and the good ones stay), remove, reorder, replace all. Previews of picked files
 * are object URLs, released when no longer shown.
 */
export function usePhotoItems(initial: readonly ListingImage[] = []) {
  const [items, setItems] = useState<PhotoItem[]>(() => initial.map(storedPhoto));
  const [announcement, setAnnouncement] = useState('');
  const [notices, setNotices] = useState<PhotoNotices>({ pick: 0, list: [] });
  // The list as it is now, for checks that finish after other changes were made.
  const current = useRef(items);
  current.current = items;
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const toItems = useCallback((files: readonly File[]): PhotoItem[] => {
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

  const screen = async (picked: readonly File[], alreadyChosen: () => number) => {
    // The checker comes with the first pick: step 1 does not wait for it.
    let imageFileProblem: typeof import('../lib/check-image-file').imageFileProblem;
    try {
      ({ imageFileProblem } = await import('../lib/check-image-file'));
    } catch {
      // Offline before the checker arrived: nothing is taken unchecked; picking again retries.
      setNotices((last) => ({ pick: last.pick + 1, list: [{ tone: 'error', text: UNREACHABLE_MESSAGE }] }));
      return [];
    }
    const problems = await Promise.all(picked.map(imageFileProblem));
    const said: PhotoNotice[] = problems.flatMap((text) => (text ? [{ tone: 'error' as const, text }] : []));
    const valid = picked.filter((_, index) => problems[index] === null);
    let accepted: File[] = [];
    if (valid.length > 0 && alreadyChosen() >= MAX_IMAGES) {
      said.push({ tone: 'error', text: MAXIMUM_IMAGES_ALLOWED });
    } else if (valid.length > 0) {
      const within = takeImagesWithinLimit(alreadyChosen(), valid);
      accepted = within.accepted;
      if (within.ignored > 0) said.push({ tone: 'info', text: MAXIMUM_IMAGES_ADDED });
    }
    setNotices((last) => ({ pick: last.pick + 1, list: said }));
    return accepted;
  };

  const add = async (picked: readonly File[]) => {
    const accepted = await screen(picked, () => current.current.length);
    if (accepted.length === 0) return;
    const added = toItems(accepted);
    current.current = [...current.current, ...added];
    setItems(current.current);
    setAnnouncement(`${accepted.length} photo(s) added`);
  };

  const replaceAll = async (picked: readonly File[]) => {
    const accepted = await screen(picked, () => 0);
    if (accepted.length === 0) return;
    release(current.current);
    current.current = toItems(accepted);
    setItems(current.current);
    setAnnouncement(`Photos replaced with ${accepted.length} new photo(s)`);
  };

  /** Photos kept from before a reload: they were checked when first picked. */
  const restore = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0 || current.current.length > 0) return;
      current.current = toItems(files.slice(0, MAX_IMAGES));
      setItems(current.current);
    },
    [toItems],
  );

  const remove = (key: string) => {
    const gone = items.filter((item) => item.key === key);
    release(gone);
    setItems((list) => list.filter((item) => item.key !== key));
    setAnnouncement(`${gone[0]?.name ?? 'Photo'} removed`);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    setItems((list) => moveItem(list, from, to));
    setAnnouncement(
      `Photo moved to position ${to + 1} of ${items.length}${to === 0 ? ', now the primary photo' : ''}`,
    );
  };

  return { items, announcement, notices, add, replaceAll, restore, remove, move };
}
