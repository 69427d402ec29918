import { locationTypeName } from '@setspot/domain/listings/location-types';
import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { MapPin } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ListingActions } from './listing-actions';
import { ListingPrice } from './listing-price';
import { ListingThumbnail } from './listing-thumbnail';
import { ReviewStatus } from './review-status';

/** The listings as cards on narrow screens, where six table columns would not fit. */
export function OwnerListingCards({ listings }: { listings: readonly OwnerListing[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {listings.map((listing) => (
        <li key={listing.id} className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
          <div className="relative">
            <ListingThumbnail src={listing.thumbnailUrl} className="aspect-[16/9] w-full" />
            <Badge variant="secondary" className="absolute top-3 left-3 bg-surface/90">
              {locationTypeName(listing.type)}
            </Badge>
          </div>
          <div className="grid gap-2 p-4">
            <h2 className="font-semibold leading-snug">{listing.name}</h2>
            <ReviewStatus listing={listing} />
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {listing.city}, {listing.state}
            </p>
            <div className="flex items-center justify-between gap-2 border-t border-border pt-2">
              <ListingPrice listing={listing} />
              <ListingActions listing={listing} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
