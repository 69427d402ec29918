import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { MapPin, Star } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { LocationPhoto } from './location-photo';
import { PhotoThumbnails } from './photo-thumbnails';

/** The detail page's header: name, city and state over the main photo and its thumbnails. */
export function LocationGallery({ location }: { location: LocationDetail }) {
  const [selected, setSelected] = useState(0);
  const photo = location.photos[selected] ?? location.photos[0];
  const { averageRating, reviewCount } = location;
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
        </p>
      </div>
      <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-muted sm:aspect-[16/9] lg:max-h-[34rem] lg:w-full">
        {photo ? (
          <LocationPhoto
            photo={photo}
            alt={`${location.name}, photo ${selected + 1} of ${location.photos.length}`}
            sizes="(min-width: 1280px) 1216px, 100vw"
            priority={selected === 0}
          />
        ) : null}
        <Badge className="absolute top-4 left-4">{location.typeName}</Badge>
      </div>
      <PhotoThumbnails
        photos={location.photos}
        selected={selected}
        onSelect={setSelected}
        label={`Photos of ${location.name}`}
        size="md"
      />
    </section>
  );
}
