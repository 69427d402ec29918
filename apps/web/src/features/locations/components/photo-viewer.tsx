import type { LocationPhoto as Photo } from '@setspot/domain/listings/location-views';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { LocationPhoto } from './location-photo';

// A horizontal move at least this long, and longer than it is high, is a swipe; shorter is a tap.
const SWIPE_MIN_PX = 40;

type PhotoViewerProps = {
  name: string;
  photos: readonly Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The gallery photo that opened the viewer: focus goes back to it on closing. */
  returnFocusTo: HTMLElement | null;
};

/**
 * Every photo of a listing, one at a time, over the whole screen: previous and next by the arrow
 * buttons, the arrow keys or a swipe (round from the last to the first), 'n of m' read out as it
 * changes, Escape or Close to leave. A modal dialog: focus stays inside while it is open.
 */
export function PhotoViewer({
  name,
  photos,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: PhotoViewerProps) {
  const counterId = useId();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[index];
  const go = (step: number) => onIndexChange((index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  const arrowClasses =
    'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-slate-950/60 text-white outline-none hover:bg-slate-950/80 focus-visible:ring-2 focus-visible:ring-white';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        <Dialog.Content
          aria-describedby={counterId}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center gap-3 p-3 sm:px-5">
            <Dialog.Title className="min-w-0 flex-1 truncate text-base font-semibold">
              Photos of {name}
            </Dialog.Title>
            <p id={counterId} aria-live="polite" className="text-sm tabular-nums">
              {index + 1} of {count}
            </p>
            <Dialog.Close
              aria-label="Close"
              className="grid size-11 place-items-center rounded-full outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <div
            data-testid="photo-stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
            className="relative min-h-0 flex-1 touch-pan-y select-none px-2 pb-4 sm:px-20"
          >
            {photo ? (
              <LocationPhoto
                key={photo.url}
                photo={photo}
                alt={`${name}, photo ${index + 1} of ${count}`}
                sizes="100vw"
                priority
                className="bg-transparent object-contain"
              />
            ) : null}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  aria-label="Previous photo"
                  onClick={() => go(-1)}
                  className={`${arrowClasses} left-2 sm:left-5`}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  aria-label="Next photo"
                  onClick={() => go(1)}
                  className={`${arrowClasses} right-2 sm:right-5`}
                >
                  <ChevronRight aria-hidden="true" className="size-6" />
                </button>
              </>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
