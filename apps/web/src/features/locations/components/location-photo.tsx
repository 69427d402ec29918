import { PLACEHOLDER_IMAGE_URL } from '@setspot/domain/common/constants';
import type { LocationPhoto as Photo } from '@setspot/domain/listings/location-views';
import { useCallback, useState } from 'react';
import { cn } from '../../../lib/cn';

type LocationPhotoProps = {
  photo: Photo;
  alt: string;
  /** The rendered width, for the browser to pick the WebP variant from srcset. */
  sizes: string;
  /** The page's main image: loaded at once and first. Everything else waits until near the screen. */
  priority?: boolean;
  className?: string;
};

/** A listing photo in its WebP variants; one that fails to load becomes the placeholder (spec 8). */
export function LocationPhoto({ photo, alt, sizes, priority = false, className }: LocationPhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = failedUrl === photo.url;
  // A page the server drew may have failed to load a photo before React took the page over, when
  // onError was not listening yet: a photo already broken on arrival is noticed here.
  const noticeEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (
        img?.complete &&
        img.naturalWidth === 0 &&
        img.src !== '' &&
        !img.src.endsWith(PLACEHOLDER_IMAGE_URL)
      ) {
        setFailedUrl(photo.url);
      }
    },
    [photo.url],
  );
  return (
    <img
      ref={noticeEarlyFailure}
      src={broken ? PLACEHOLDER_IMAGE_URL : photo.url}
      srcSet={broken || !photo.srcset ? undefined : photo.srcset}
      sizes={broken || !photo.srcset ? undefined : sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-placeholder={broken || photo.url === PLACEHOLDER_IMAGE_URL ? '' : undefined}
      onError={() => setFailedUrl(photo.url)}
      className={cn('size-full bg-muted object-cover', className)}
    />
  );
}
