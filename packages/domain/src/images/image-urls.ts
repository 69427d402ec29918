import { PLACEHOLDER_IMAGE_URL } from '../shared/constants.ts';

/** Spec section 3, Location image: blank URLs are dropped; if none remain a placeholder is used. */
export function usableImageUrls(urls: readonly (string | null | undefined)[]): string[] {
  return urls.flatMap((url) => (url?.trim() ? [url.trim()] : []));
}

export function imageUrlsOrPlaceholder(urls: readonly (string | null | undefined)[]): string[] {
  const usable = usableImageUrls(urls);
  return usable.length > 0 ? usable : [PLACEHOLDER_IMAGE_URL];
}
