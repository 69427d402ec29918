/**
 * WebP variants of an uploaded image, by width (architecture section 3: 400, 800 and 1600 px), for `srcset`.
 * Stored as { "400": url, ... } in location_images.variants.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;

export type ImageVariant = { width: number; url: string };

/** The usable variants of a stored record, narrowest first; unknown keys and blank URLs are dropped. */
export function imageVariants(record: Readonly<Record<string, unknown>> | null | undefined): ImageVariant[] {
  if (!record) return [];
  const variants: ImageVariant[] = [];
  for (const [key, url] of Object.entries(record)) {
    const width = Number(key);
    if (!Number.isInteger(width) || width <= 0 || typeof url !== 'string' || !url.trim()) continue;
    variants.push({ width, url: url.trim() });
  }
  return variants.sort((a, b) => a.width - b.width);
}

/** `srcset` text: "a-400.webp 400w, a-800.webp 800w"; empty when there are no variants. */
export function srcsetFor(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}
