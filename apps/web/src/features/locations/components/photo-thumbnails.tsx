import type { LocationPhoto as Photo } from '@setspot/domain/listings/location-views';
import { cn } from '../../../lib/cn';
import { LocationPhoto } from './location-photo';

type PhotoThumbnailsProps = {
  photos: readonly Photo[];
  selected: number;
  onSelect: (index: number) => void;
  /** Names the group for screen readers, e.g. 'Photos of Sunlit Loft'. */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
};

/** Clickable thumbnails that choose the main photo of a gallery; nothing with a single photo. */
export function PhotoThumbnails({
  photos,
  selected,
  onSelect,
  label,
  size = 'sm',
  className,
}: PhotoThumbnailsProps) {
  if (photos.length <= 1) return null;
  return (
    <fieldset className={cn('flex min-w-0 gap-2 overflow-x-auto', className)}>
      <legend className="sr-only">{label}</legend>
      {photos.map((photo, index) => (
        <button
          key={photo.url}
          type="button"
          aria-label={`Show photo ${index + 1} of ${photos.length}`}
          aria-pressed={index === selected}
          onClick={() => onSelect(index)}
          className={cn(
            'pointer-events-auto shrink-0 overflow-hidden rounded-md border-2 transition-opacity',
            size === 'sm' ? 'h-10 w-14' : 'h-16 w-24',
            index === selected ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
          )}
        >
          <LocationPhoto photo={photo} alt="" sizes={size === 'sm' ? '56px' : '96px'} />
        </button>
      ))}
    </fieldset>
  );
}
