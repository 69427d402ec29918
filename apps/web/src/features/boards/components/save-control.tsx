import { Bookmark, BookmarkCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/auth/get-me';
import { cn } from '../../../lib/cn';
import { useSavedListings } from '../api/get-saved-listings';

// The picker (Radix popover, the board list, 'New board') comes on the first press, or sooner when
// the pointer or focus reaches a Save button: every card shows Save, few people open it.
const loadPicker = () => import('./board-picker-popover');
const BoardPickerPopover = lazy(() => loadPicker().then((m) => ({ default: m.BoardPickerPopover })));

type SaveControlProps = { locationId: string; locationName: string; className?: string };

/**
 * 'Save' on a card or the listing page for a signed-in filmmaker (ADR 0042; visitors get
 * sign-in-to-save.tsx). Every Save on a page reads the one saved-listings query; owner accounts do not
 * keep boards, so they see none.
 */
export function SaveControl({ locationId, locationName, className }: SaveControlProps) {
  const { user } = useSession();
  const filmmaker = user?.userType === 'filmmaker' ? user.id : null;
  const saved = useSavedListings(filmmaker);
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  if (!filmmaker) return null;
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
