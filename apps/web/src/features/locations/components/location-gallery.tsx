import { GALLERY_SIDE_PHOTOS, LISTING_MAIN_PHOTO_SIZES } from '@setspot/domain/listings/gallery-layout';
import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { MapPin, Star } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { InstantBookBadge } from './instant-book-badge';
import { LocationPhoto } from './location-photo';

// The full-screen viewer (a Radix dialog) is fetched when a photo is first opened, not with the page.
const PhotoViewer = lazy(() => import('./photo-viewer').then((m) => ({ default: m.PhotoViewer })));

// Side photos: a column beside the main photo (two columns for four), a row under it on phones.
const SIDE_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 33vw, 33vw';

/**
 * The detail page's header: name, city and state over a gallery of one large photo and up to four
 * smaller ones; any of them opens the viewer there. Drawn the same on the server and in the browser
 * (no screen-size checks in render): the layout is CSS alone.
 */
export function LocationGallery({ location }: { location: LocationDetail }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const { photos } = location;
  const [main, ...rest] = photos;
  const side = rest.slice(0, GALLERY_SIDE_PHOTOS);
  const { averageRating, reviewCount } = location;
  const open = (index: number, button: HTMLButtonElement) => {
    opener.current = button;
    setViewing(index);
  };
  const photoName = (index: number) => `${location.name}, photo ${index + 1} of ${photos.length}`;
  return (
    <section aria-labelledby="location-name" className="grid gap-4">
      <div className="grid gap-1.5">
        <h1 id="location-name" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {location.name}
        </h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {location.city}, {location.state}
          </span>
          {averageRating && reviewCount ? (
            <span className="flex items-center gap-1.5">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              {averageRating.toFixed(1)} ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
            </span>
          ) : null}
          {location.instantBook ? <InstantBookBadge /> : null}
        </p>
      </div>
      <fieldset
        className={cn(
          'grid min-w-0 gap-2',
          side.length > 0
            ? 'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:grid-cols-[800px_minmax(0,1fr)]'
            : 'sm:mx-auto sm:w-2/3 xl:w-[800px]',
        )}
      >
        <legend className="sr-only">Photos of {location.name}</legend>
        <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-muted">
          {main ? (
            <GalleryButton label={photoName(0)} onOpen={(button) => open(0, button)}>
              <LocationPhoto photo={main} alt={photoName(0)} sizes={LISTING_MAIN_PHOTO_SIZES} priority />
            </GalleryButton>
          ) : null}
          <Badge className="pointer-events-none absolute top-4 left-4">{location.typeName}</Badge>
        </div>
        {side.length > 0 ? (
          <div
            className={cn(
              'grid auto-cols-fr grid-flow-col gap-2 sm:grid-flow-row sm:auto-rows-fr',
              side.length === GALLERY_SIDE_PHOTOS && 'sm:grid-cols-2',
            )}
          >
            {side.map((photo, offset) => {
              const index = offset + 1;
              return (
                <div
                  key={photo.url}
                  className="relative aspect-[3/2] overflow-hidden rounded-lg bg-muted sm:aspect-auto sm:min-h-0"
                >
                  <GalleryButton label={photoName(index)} onOpen={(button) => open(index, button)}>
                    <LocationPhoto photo={photo} alt={photoName(index)} sizes={SIDE_SIZES} />
                  </GalleryButton>
                </div>
              );
            })}
          </div>
        ) : null}
      </fieldset>
      {viewing !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer
            name={location.name}
            photos={photos}
            index={viewing}
            onIndexChange={setViewing}
            onClose={() => setViewing(null)}
            returnFocusTo={opener.current}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

type GalleryButtonProps = {
  label: string;
  onOpen: (button: HTMLButtonElement) => void;
  children: ReactNode;
};

/** A photo of the gallery that opens the viewer on itself (named by its photo's description). */
function GalleryButton({ label, onOpen, children }: GalleryButtonProps) {
  return (
    <button
      type="button"
      aria-label={`Open ${label}`}
      aria-haspopup="dialog"
      onClick={(event) => onOpen(event.currentTarget)}
      className="absolute inset-0 size-full cursor-zoom-in transition-opacity outline-none hover:opacity-95 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      {children}
    </button>
  );
}
