import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useDeleteListing } from '../api/delete-listing';

/** Delete asks first; the dialog stays open (busy) until the server has answered. */
export function DeleteListingDialog({ listing }: { listing: OwnerListing }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteListing();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-destructive hover:bg-destructive-soft"
          aria-label={`Delete ${listing.name}`}
          title="Delete"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title="Delete this listing?"
      description={`"${listing.name}" will be removed from SetSpot and filmmakers will no longer be able to find or book it.`}
      cancelLabel="Cancel"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={deletion.isPending}
      onConfirm={() => deletion.mutate(listing.id, { onSettled: () => setOpen(false) })}
    />
  );
}
