import type { LocationCard } from '@setspot/domain/listings/location-views';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { InstantBookBadge } from './instant-book-badge';
import { LocationPhoto } from './location-photo';
import { PhotoThumbnails } from './photo-thumbnails';

// Cards fill the width on phones, half of it from 640 px, and a column of at most ~420 px on wide grids.
const CARD_IMAGE_SIZES = '(min-width: 1280px) 420px, (min-width: 640px) 50vw, 100vw';

type CardGalleryProps = { location: LocationCard; priority?: boolean };

/** The card's main photo with its type and light badges, and thumbnails to switch photos. */
export function CardGallery({ location, priority = false }: CardGalleryProps) {
  const [selected, setSelected] = useState(0);
  const photo = location.photos[selected] ?? location.photos[0];
  return (
    <div>
      <div className="relative aspect-[3/2] overflow-hidden bg-muted">
        {photo ? (
          <LocationPhoto
            photo={photo}
            alt={`${location.name}, photo ${selected + 1}`}
            sizes={CARD_IMAGE_SIZES}
            priority={priority && selected === 0}
          />
        ) : null}
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <Badge>{location.typeName}</Badge>
          {location.naturalLightQuality ? (
            <Badge variant="outline" className="border-transparent bg-surface/95 shadow-sm">
              Light: {location.naturalLightQuality}
            </Badge>
          ) : null}
          {location.instantBook ? <InstantBookBadge className="bg-surface/95 shadow-sm" /> : null}
        </div>
      </div>
      {/* Above the card's stretched link, so a thumbnail switches the photo instead of opening it;
          the gaps between thumbnails still open the location. */}
      <PhotoThumbnails
        photos={location.photos}
        selected={selected}
        onSelect={setSelected}
        label={`Photos of ${location.name}`}
        className="pointer-events-none relative z-10 px-4 pt-3"
      />
    </div>
  );
}
