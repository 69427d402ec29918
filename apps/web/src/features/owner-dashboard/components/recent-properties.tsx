import { locationTypeName } from '@setspot/domain/listings/location-types';
import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from './empty-state';
import { ListingPrice } from './listing-price';
import { ListingThumbnail } from './listing-thumbnail';

/** Up to 3 recently updated properties; each opens My Listings (product section 2). */
export function RecentProperties({ properties }: { properties: readonly OwnerListing[] }) {
  return (
    <section aria-labelledby="recent-properties" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-properties" className="text-lg font-semibold">
          Recent Properties
        </h2>
        {properties.length > 0 ? (
          <Link to={paths.owner.listings} className="text-sm font-medium text-primary hover:underline">
            View all listings
          </Link>
        ) : null}
      </div>
      {properties.length === 0 ? (
        <EmptyState
          title="No properties yet"
          description="Your listed spaces will show here."
          actionLabel="List a property"
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {properties.map((property, index) => (
            <li key={property.id}>
              <Link
                to={paths.owner.listings}
                className="grid overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-md"
              >
                {/* The first card's photo is on screen at once (often the page's largest paint). */}
                <ListingThumbnail
                  src={property.thumbnailUrl}
                  className="aspect-[16/9] w-full"
                  priority={index === 0}
                />
                <span className="grid gap-1 p-4">
                  <span className="font-semibold">{property.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {property.city}, {property.state} · {locationTypeName(property.type)}
                  </span>
                  <ListingPrice listing={property} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
