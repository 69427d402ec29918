import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { formatMoney } from '../../../lib/format-money';

/** '$350 / day', and the hourly rate beneath it for listings priced by the hour. */
export function ListingPrice({ listing }: { listing: OwnerListing }) {
  return (
    <span className="grid">
      <span className="font-medium">{formatMoney(listing.pricePerDay)} / day</span>
      {listing.pricingType === 'hourly' && listing.pricePerHour !== null ? (
        <span className="text-xs text-muted-foreground">{formatMoney(listing.pricePerHour)} / hour</span>
      ) : null}
    </span>
  );
}
