import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { MapPin } from 'lucide-react';
import { LocationFacts } from './location-facts';
import { OwnerBlock } from './owner-block';

/** Product section 2, Overview tab: description, Type, Square Footage, Rooms and the owner. */
export function OverviewTab({ location }: { location: LocationDetail }) {
  const address = [location.address, location.city, [location.state, location.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="grid gap-8">
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">About this location</h2>
        <p className="leading-relaxed whitespace-pre-line">{location.description || 'No description yet.'}</p>
        {location.address ? (
          <p className="flex items-start gap-1.5 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>
              <span className="font-medium">Address: </span>
              {address}
            </span>
          </p>
        ) : null}
      </section>
      <LocationFacts location={location} />
      <OwnerBlock owner={location.owner} />
    </div>
  );
}
