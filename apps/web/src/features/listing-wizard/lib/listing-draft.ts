import { emptyListingForm } from '@setspot/domain/listings/empty-listing-form';
import type { ListingFormState } from '@setspot/domain/listings/listing-form';

/**
 * The listing being written, kept in this tab's session storage so a reload or a wrong turn does not
 * lose it. Session storage goes with the tab; the draft is also tied to the account that wrote it,
 * so someone signing in later in the same tab starts empty.
 */
export type ListingDraft = {
  ownerId: string;
  form: ListingFormState;
  /** How many photos the wizard showed: after a reload, fewer restored means they must be picked again. */
  photoCount: number;
  /** Names this tab's photos in IndexedDB (photo-draft-store.ts). */
  photoKey: string;
};

const KEY = 'setspot:listing-draft';

/** Shown after a reload when the browser could not keep the photos (no IndexedDB, private mode). */
export const PHOTOS_NOT_KEPT =
  'Your photos could not be kept when the page reloaded. Please choose them again in step 2.';

export function readListingDraft(ownerId: string): ListingDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.ownerId !== ownerId || !isRecord(stored.form)) return null;
  return {
    ownerId,
    form: mergeForm(stored.form),
    photoCount: typeof stored.photoCount === 'number' ? stored.photoCount : 0,
    photoKey: typeof stored.photoKey === 'string' ? stored.photoKey : newPhotoKey(),
  };
}

export function writeListingDraft(draft: ListingDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the wizard still works, it just cannot survive a reload.
  }
}

export function clearListingDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

export function newPhotoKey(): string {
  return crypto.randomUUID();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored form laid over an empty one, field by field, keeping only values of the right kind: a
 * draft from an older version of the wizard, or edited by hand, cannot break the form. The server
 * checks every value again on submit.
 */
function mergeForm(stored: Record<string, unknown>): ListingFormState {
  const form = emptyListingForm();
  const merged: Record<string, unknown> = { ...form };
  for (const [name, empty] of Object.entries(form)) {
    const value = stored[name];
    if (sameKind(empty, value, name === 'permitRequired')) merged[name] = value;
  }
  const availability = stored.availability;
  if (isRecord(availability)) {
    for (const day of Object.keys(form.availability) as (keyof ListingFormState['availability'])[]) {
      const value = availability[day];
      if (typeof value === 'boolean') form.availability[day] = value;
    }
  }
  return { ...(merged as ListingFormState), availability: form.availability };
}

function sameKind(empty: unknown, value: unknown, nullable: boolean): boolean {
  if (nullable && (value === null || typeof value === 'boolean')) return true;
  if (Array.isArray(empty)) return Array.isArray(value) && value.every((item) => typeof item === 'string');
  return typeof empty === 'string' && typeof value === 'string';
}
