import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/get-me';
import { rememberPostLoginRedirect } from '../../../lib/auth/post-login-redirect';
import { cn } from '../../../lib/cn';
import { showToast } from '../../../lib/toast';
import { useSavedListings } from '../api/get-saved-listings';
import { BoardPicker } from './board-picker';

export const SIGN_IN_TO_SAVE = 'Please log in to save locations to a board';

type SaveControlProps = { locationId: string; locationName: string; className?: string };

/**
 * 'Save' on a card or the listing page (ADR 0042). Every Save on a page reads the one saved-listings
 * query; signed-out users are asked to log in and come back; owner accounts do not keep boards.
 */
export function SaveControl({ locationId, locationName, className }: SaveControlProps) {
  const { user } = useSession();
  const filmmaker = user?.userType === 'filmmaker' ? user.id : null;
  const saved = useSavedListings(filmmaker);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const here = useLocation();
  if (user && !filmmaker) return null;
  const isSaved = saved.data?.saved.some((item) => item.locationId === locationId) ?? false;
  const Icon = isSaved ? BookmarkCheck : Bookmark;
  const label = (
    <>
      <Icon aria-hidden="true" className={cn(isSaved && 'fill-current')} />
      {isSaved ? 'Saved' : 'Save'}
      <span className="sr-only">: {locationName}</span>
    </>
  );
  const classes = cn('relative z-10', isSaved && 'border-primary text-primary', className);

  if (!user) {
    return (
      <Button
        type="button"
        variant="outline"
        className={classes}
        onClick={() => {
          showToast((toast) => toast.info(SIGN_IN_TO_SAVE, { id: 'save-sign-in' }));
          rememberPostLoginRedirect(here.pathname + here.search);
          navigate(paths.login);
        }}
      >
        {label}
      </Button>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button type="button" variant="outline" className={classes}>
          {label}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={`Save ${locationName} to a board`}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-4 text-foreground shadow-lg"
        >
          <BoardPicker locationId={locationId} saved={saved.data} loading={saved.isPending} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
