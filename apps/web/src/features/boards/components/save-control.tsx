import { Bookmark, BookmarkCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/get-me';
import { rememberPostLoginRedirect } from '../../../lib/auth/post-login-redirect';
import { cn } from '../../../lib/cn';
import { showToast } from '../../../lib/toast';
import { useSavedListings } from '../api/get-saved-listings';

export const SIGN_IN_TO_SAVE = 'Please log in to save locations to a board';

// The picker (Radix popover, the board list, 'New board') comes on the first press, or sooner when
// the pointer or focus reaches a Save button: every card shows Save, few people open it.
const loadPicker = () => import('./board-picker-popover');
const BoardPickerPopover = lazy(() => loadPicker().then((m) => ({ default: m.BoardPickerPopover })));

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
  const [picking, setPicking] = useState(false);
  const navigate = useNavigate();
  const here = useLocation();
  if (user && !filmmaker) return null;
  const isSaved = saved.data?.saved.some((item) => item.locationId === locationId) ?? false;
  const Icon = isSaved ? BookmarkCheck : Bookmark;
  const preload = () => void loadPicker().catch(() => undefined);
  const button = (onClick?: () => void) => (
    <Button
      type="button"
      variant="outline"
      className={cn('relative z-10', isSaved && 'border-primary text-primary', className)}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Icon aria-hidden="true" className={cn(isSaved && 'fill-current')} />
      {isSaved ? 'Saved' : 'Save'}
      <span className="sr-only">: {locationName}</span>
    </Button>
  );

  if (!user) {
    return button(() => {
      showToast((toast) => toast.info(SIGN_IN_TO_SAVE, { id: 'save-sign-in' }));
      rememberPostLoginRedirect(here.pathname + here.search);
      navigate(paths.login);
    });
  }
  if (!picking) {
    return button(() => {
      setPicking(true);
      setOpen(true);
    });
  }
  return (
    <Suspense fallback={button()}>
      <BoardPickerPopover
        open={open}
        onOpenChange={setOpen}
        trigger={button()}
        locationId={locationId}
        locationName={locationName}
        saved={saved.data}
        loading={saved.isPending}
      />
    </Suspense>
  );
}
