import { PLACEHOLDER_IMAGE_URL } from '@setspot/domain/common/constants';
import { cn } from '../../../lib/cn';

type ListingThumbnailProps = {
  src: string;
  className?: string;
  /** On screen when the page opens: fetched at once, first, rather than when laid out. */
  priority?: boolean;
};

/** A listing's primary photo (400 px variant); a photo that fails to load gives way to the placeholder. */
export function ListingThumbnail({ src, className, priority = false }: ListingThumbnailProps) {
  return (
    <img
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(PLACEHOLDER_IMAGE_URL)) image.src = PLACEHOLDER_IMAGE_URL;
      }}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
