import { PLACEHOLDER_IMAGE_URL } from '@setspot/domain/common/constants';
import { cn } from '../../../lib/cn';

/** A listing's primary photo (400 px variant); a photo that fails to load gives way to the placeholder. */
export function ListingThumbnail({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(PLACEHOLDER_IMAGE_URL)) image.src = PLACEHOLDER_IMAGE_URL;
      }}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
