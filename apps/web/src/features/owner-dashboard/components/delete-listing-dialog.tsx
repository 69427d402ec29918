import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { useDeleteListing } from '../api/delete-listing';

/** Delete asks first; the dialog stays open (busy) until the server has answered. */
export function DeleteListingDialog({ listing }: { listing: OwnerListing }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteListing();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-destructive hover:bg-destructive-soft"
          aria-label={`Delete ${listing.name}`}
          title="Delete"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete this listing?</AlertDialogTitle>
        <AlertDialogDescription>
          "{listing.name}" will be removed from SetSpot and filmmakers will no longer be able to find or book
          it.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={deletion.isPending}
            onClick={(event) => {
              event.preventDefault();
              deletion.mutate(listing.id, { onSettled: () => setOpen(false) });
            }}
          >
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
