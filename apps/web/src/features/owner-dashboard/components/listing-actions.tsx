import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { DeleteListingDialog } from './delete-listing-dialog';

/** Spec section 2 'Owner listings' actions: view (/location/{id}), edit (/edit-property/{id}), delete. */
export function ListingActions({ listing }: { listing: OwnerListing }) {
  const iconButton = buttonClasses({ variant: 'ghost', size: 'icon', className: 'size-9' });
  return (
    <div className="flex items-center gap-1">
      <Link
        to={paths.location.build(listing.id)}
        className={iconButton}
        aria-label={`View ${listing.name}`}
        title="View"
      >
        <Eye aria-hidden="true" />
      </Link>
      <Link
        to={paths.editProperty.build(listing.id)}
        className={iconButton}
        aria-label={`Edit ${listing.name}`}
        title="Edit"
      >
        <Pencil aria-hidden="true" />
      </Link>
      <DeleteListingDialog listing={listing} />
    </div>
  );
}
