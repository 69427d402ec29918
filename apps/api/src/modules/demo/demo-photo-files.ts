/** Each demo listing has this many photos, drawn once by scripts/make-demo-photos.ts. */
export const PHOTOS_PER_LISTING = 3;

/** The file of a demo photo in demo/photos: the original, or its variant of this width. */
export function demoPhotoFile(title: string, index: number, width?: number): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${index}${width ? `-${width}` : ''}.webp`;
}
