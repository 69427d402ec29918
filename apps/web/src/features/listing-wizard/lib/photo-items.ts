import { imageVariants } from '@setspot/domain/images/image-variants';
import type { ListingImage } from '@setspot/domain/listings/owner-listing';

/** A photo in the wizard: one the listing already has (edit), or a file picked in this browser. */
export type PhotoItem =
  | { key: string; kind: 'stored'; image: ListingImage; url: string; name: string }
  | { key: string; kind: 'new'; file: File; url: string; name: string };

// Wide enough for the preview card on a sharp screen, far lighter than the original.
const PREVIEW_WIDTH = 800;

export function storedPhoto(image: ListingImage): PhotoItem {
  const variants = imageVariants(image.variants);
  const preview = variants.find((variant) => variant.width >= PREVIEW_WIDTH) ?? variants.at(-1);
  return {
    key: image.id,
    kind: 'stored',
    image,
    url: preview?.url ?? image.imageUrl,
    name: `Current photo ${image.position + 1}`,
  };
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** What saving the edit form has to do to make the listing's photos match the wizard's list. */
export type PhotoPlan =
  | { kind: 'unchanged' }
  | { kind: 'replace'; files: File[] }
  | { kind: 'merge'; removeIds: string[]; addFiles: File[]; items: readonly PhotoItem[] };

export function planPhotoChanges(original: readonly ListingImage[], items: readonly PhotoItem[]): PhotoPlan {
  const keptIds = items.flatMap((item) => (item.kind === 'stored' ? [item.image.id] : []));
  const addFiles = items.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
  // None of the current photos stay: one upload swaps them all (spec: delete all, upload the new).
  if (keptIds.length === 0)
    return addFiles.length > 0 ? { kind: 'replace', files: addFiles } : { kind: 'unchanged' };
  const kept = new Set(keptIds);
  const removeIds = original.filter((image) => !kept.has(image.id)).map((image) => image.id);
  const sameOrder = keptIds.every((id, index) => original[index]?.id === id);
  if (addFiles.length === 0 && removeIds.length === 0 && sameOrder) return { kind: 'unchanged' };
  return { kind: 'merge', removeIds, addFiles, items };
}

/**
 * The id order to save once the new files have ids: stored photos keep theirs and new ones take the
 * uploaded ids in turn. If some uploads failed the rest still appear, each once.
 */
export function finalImageOrder(items: readonly PhotoItem[], uploadedIds: readonly string[]): string[] {
  const ids: string[] = [];
  let next = 0;
  for (const item of items) {
    if (item.kind === 'stored') ids.push(item.image.id);
    else if (next < uploadedIds.length) ids.push(uploadedIds[next++] as string);
  }
  return [...ids, ...uploadedIds.slice(next)];
}
