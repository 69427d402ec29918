import { MAX_IMAGES } from '@setspot/domain/common/constants';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import {
  FAILED_TO_UPLOAD_SOME_IMAGES,
  failedToUpload,
  fileExceedsSizeLimit,
  fileHasTooManyPixels,
  fileNotAnImage,
  MAXIMUM_IMAGES_ALLOWED,
} from '@setspot/domain/images/image-texts';
import type { ImageFailure, ListingImagesResponse } from '@setspot/domain/listings/owner-listing';
import {
  IMAGE_NOT_FOUND,
  IMAGE_ORDER_MISMATCH,
  LISTING_NEEDS_AN_IMAGE,
} from '@setspot/domain/listings/owner-listings-texts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import {
  ImageTooLargeError,
  keysOfImage,
  MAX_INPUT_PIXELS,
  NotAnImageError,
  type ProcessedImage,
  processImage,
  type StoredImage,
  storeImage,
  type UploadedFile,
} from '../images/images.public.ts';
import { toListingImage } from './listing-display.ts';
import { deleteImages, insertImages, setImageOrder } from './listing-images.repository.ts';
import { findOwnedListing, imagesOf, touchListing } from './listings.repository.ts';
import { listingNotFound } from './listings.service.ts';

type Owner = { ownerId: string; locationId: string };

/** Not one file of an upload could be stored (the storage failed, not the files): say which. */
export type NotStored = { ok: false; reason: 'not_stored'; message: string; failed: ImageFailure[] };
export type ImagesOutcome = Outcome<ListingImagesResponse>;

const tooMany = refusal('invalid', MAXIMUM_IMAGES_ALLOWED);

/** Whether the caller owns the live listing: checked before an upload is read at all. */
export async function checkListingOwner(deps: Pick<AppDeps, 'db'>, owner: Owner): Promise<Outcome<null>> {
  const listing = await findOwnedListing(deps.db, owner.locationId, owner.ownerId);
  return listing ? success(null) : listingNotFound;
}

type Checked = { fileName: string; index: number; image: ProcessedImage };

/**
 * Checks every file by content. A bad file is refused by name with the reason while the good ones go
 * on: one renamed text file among real photos must not cost the owner the photos. Only when no file
 * is usable is the whole upload refused (nothing changes).
 */
async function processAll(
  files: UploadedFile[],
): Promise<Outcome<{ checked: Checked[]; refused: ImageFailure[] }>> {
  const checked: Checked[] = [];
  const refused: ImageFailure[] = [];
  for (const [index, file] of files.entries()) {
    const message = await contentError(file, (image) =>
      checked.push({ fileName: file.fileName, index, image }),
    );
    if (message) refused.push({ file: file.fileName, message });
  }
  const first = refused[0];
  if (checked.length === 0 && first) return refusal('invalid', first.message);
  return success({ checked, refused });
}

/** The spec's message for a file that is not a usable image, or null once `keep` has its processed form. */
async function contentError(
  file: UploadedFile,
  keep: (image: ProcessedImage) => void,
): Promise<string | null> {
  if (file.tooLarge) return fileExceedsSizeLimit(file.fileName);
  try {
    keep(await processImage(file.data));
    return null;
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      return fileHasTooManyPixels(file.fileName, MAX_INPUT_PIXELS / 1_000_000);
    }
    if (error instanceof NotAnImageError) return fileNotAnImage(file.fileName);
    throw error;
  }
}

/**
 * POST /api/locations/{id}/images. `append` adds the files after the current photos (at most
 * MAX_IMAGES in all; the first photo of a listing becomes primary); `replace` swaps every current
 * photo for the new ones, and only once at least one new photo is stored. Files that are not usable
 * images ('File "{file}" is not an image') or fail to store ('Failed to upload {file}') are reported
 * per file in `failed` while the others are kept.
 */
export async function uploadListingImages(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'config'>,
  owner: Owner,
  files: UploadedFile[],
  mode: 'append' | 'replace',
): Promise<ImagesOutcome | NotStored> {
  const { ownerId, locationId } = owner;
  if (mode === 'append' && (await imagesOf(deps.db, locationId)).length + files.length > MAX_IMAGES) {
    return tooMany;
  }
  const processed = await processAll(files);
  if (!processed.ok) return processed;

  const timestamp = Date.now();
  const stored: StoredImage[] = [];
  const failed: ImageFailure[] = [...processed.value.refused];
  for (const { fileName, index, image } of processed.value.checked) {
    try {
      stored.push(await storeImage(deps.storage, { locationId, timestamp, index }, image));
    } catch (error) {
      deps.log.error({ err: error, locationId, fileName }, 'Storing an image failed');
      failed.push({ file: fileName, message: failedToUpload(fileName) });
    }
  }
  if (stored.length === 0) {
    // The storage is what failed here: its message leads, after any file refused for its content.
    const message = failed[processed.value.refused.length]?.message ?? FAILED_TO_UPLOAD_SOME_IMAGES;
    return { ok: false, reason: 'not_stored', message, failed };
  }

  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await findOwnedListing(tx, locationId, ownerId, true))) return 'not_found' as const;
    const current = await imagesOf(tx, locationId);
    if (mode === 'append') {
      if (current.length + stored.length > MAX_IMAGES) return 'too_many' as const;
      await insertImages(tx, locationId, nextPosition(current), stored);
      await touchListing(tx, locationId, deps.config.listingReview);
      return [] as string[];
    }
    await deleteImages(
      tx,
      locationId,
      current.map((image) => image.id),
    );
    await insertImages(tx, locationId, 0, stored);
    await touchListing(tx, locationId, deps.config.listingReview);
    return current.flatMap((image) => keysOfImage(deps.storage, image));
  });
  if (!Array.isArray(outcome)) {
    await removeFiles(
      deps,
      stored.flatMap((image) => image.keys),
    );
    return outcome === 'not_found' ? listingNotFound : tooMany;
  }
  await removeFiles(deps, outcome);
  return done(deps, locationId, failed);
}

/** PUT /api/locations/{id}/images/order: a permutation of the listing's photo ids; the first is primary. */
export async function reorderListingImages(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'config'>,
  owner: Owner,
  imageIds: string[],
): Promise<ImagesOutcome> {
  const { ownerId, locationId } = owner;
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await lockedImages(tx, locationId, ownerId);
    if (!current) return 'not_found' as const;
    const known = new Set(current.map((image) => image.id));
    const valid =
      imageIds.length === current.length &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => known.has(id));
    if (!valid) return 'mismatch' as const;
    await setImageOrder(tx, locationId, imageIds);
    await touchListing(tx, locationId, deps.config.listingReview);
    return 'ok' as const;
  });
  if (outcome === 'not_found') return listingNotFound;
  if (outcome === 'mismatch') return refusal('invalid', IMAGE_ORDER_MISMATCH);
  return done(deps, locationId, []);
}

/** DELETE /api/locations/{id}/images/{imageId}: the others close ranks; the last photo stays. */
export async function deleteListingImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'config'>,
  owner: Owner,
  imageId: string,
): Promise<ImagesOutcome> {
  const { ownerId, locationId } = owner;
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await lockedImages(tx, locationId, ownerId);
    if (!current) return 'not_found' as const;
    const image = current.find((candidate) => candidate.id === imageId);
    if (!image) return 'no_image' as const;
    if (current.length === 1) return 'last' as const;
    await deleteImages(tx, locationId, [image.id]);
    const rest = current.filter((candidate) => candidate.id !== image.id).map((candidate) => candidate.id);
    await setImageOrder(tx, locationId, rest);
    await touchListing(tx, locationId, deps.config.listingReview);
    return keysOfImage(deps.storage, image);
  });
  if (outcome === 'not_found') return listingNotFound;
  if (outcome === 'no_image') return refusal('not_found', IMAGE_NOT_FOUND);
  if (outcome === 'last') return refusal('conflict', LISTING_NEEDS_AN_IMAGE);
  await removeFiles(deps, outcome);
  return done(deps, locationId, []);
}

async function lockedImages(tx: Tx, locationId: string, ownerId: string) {
  if (!(await findOwnedListing(tx, locationId, ownerId, true))) return null;
  return imagesOf(tx, locationId);
}

function nextPosition(current: { position: number }[]): number {
  return current.reduce((next, image) => Math.max(next, image.position + 1), 0);
}

async function removeFiles(deps: Pick<AppDeps, 'storage' | 'log'>, keys: string[]) {
  // The rows are gone already; a file left behind costs storage, not correctness.
  await deps.storage
    .delete(keys)
    .catch((error) => deps.log.warn({ err: error, keys }, 'Removing files failed'));
}

async function done(
  deps: Pick<AppDeps, 'db'>,
  locationId: string,
  failed: ImageFailure[],
): Promise<ImagesOutcome> {
  const images = (await imagesOf(deps.db, locationId)).map(toListingImage);
  return success({ images, failed });
}
