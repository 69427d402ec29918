import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { Badge } from '../../../components/ui/badge';

/** LISTING_REVIEW (ADR 0048): a listing waiting for SetSpot, or sent back with the operator's reason. */
export function ReviewStatus({ listing }: { listing: OwnerListing }) {
  if (listing.reviewStatus === 'in_review') return <Badge variant="warning">In review</Badge>;
  if (listing.reviewStatus === 'rejected') {
    return (
      <p className="text-sm text-destructive">
        Not approved{listing.reviewReason ? `: ${listing.reviewReason}` : ''}. Edit it to send it again.
      </p>
    );
  }
  return null;
}
