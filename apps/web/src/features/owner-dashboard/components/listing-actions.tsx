import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { CalendarDays, Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { DeleteListingDialog } from './delete-listing-dialog';

/** Product section 2 'Owner listings' actions: view, edit, the listing's calendar (ADR 0039), delete. */
export function ListingActions({ listing }: { listing: OwnerListing }) {
  const links = [
    { title: 'View', to: paths.location.build(listing.id), Icon: Eye },
    { title: 'Edit', to: paths.editProperty.build(listing.id), Icon: Pencil },
    {
      title: 'Calendar',
      to: `/owner/listings/${encodeURIComponent(listing.id)}/calendar`,
      Icon: CalendarDays,
    },
  ];
  return (
    <div className="flex items-center gap-1">
      {links.map(({ title, to, Icon }) => (
        <Link
          key={title}
          to={to}
          className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'size-9' })}
          aria-label={`${title} ${listing.name}`}
          title={title}
        >
          <Icon aria-hidden="true" />
        </Link>
      ))}
      <DeleteListingDialog listing={listing} />
    </div>
  );
}
