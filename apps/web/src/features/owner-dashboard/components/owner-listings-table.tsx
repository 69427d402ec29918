import { locationTypeName } from '@setspot/domain/listings/location-types';
import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ListingActions } from './listing-actions';
import { ListingPrice } from './listing-price';
import { ListingThumbnail } from './listing-thumbnail';
import { ReviewStatus } from './review-status';

/** Product section 2 'Owner listings': the table for wide screens (the card list stands in below 1024 px). */
export function OwnerListingsTable({ listings }: { listings: readonly OwnerListing[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-24">Image</TableHead>
          <TableHead>Property</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Price</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {listings.map((listing) => (
          <TableRow key={listing.id}>
            <TableCell>
              <ListingThumbnail src={listing.thumbnailUrl} className="h-14 w-20 rounded-md" />
            </TableCell>
            <TableCell className="max-w-xs">
              <p className="font-medium">{listing.name}</p>
              <p className="line-clamp-1 text-muted-foreground">{listing.description}</p>
              <ReviewStatus listing={listing} />
            </TableCell>
            <TableCell>
              {listing.city}, {listing.state}
            </TableCell>
            <TableCell>{locationTypeName(listing.type)}</TableCell>
            <TableCell>
              <ListingPrice listing={listing} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end">
                <ListingActions listing={listing} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
