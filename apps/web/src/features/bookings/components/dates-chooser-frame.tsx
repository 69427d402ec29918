import { X } from 'lucide-react';
import { Dialog, Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

type DatesChooserFrameProps = {
  /** Phones: a bottom sheet over the page; wider screens: a popover beside the dates button. */
  sheet: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  /** The calendar and what it says; scrolls within the frame when the screen is short. */
  children: ReactNode;
  canClear: boolean;
  onClear: () => void;
};

const TITLE = 'Choose booking dates';

/**
 * Where the booking calendar opens. On a phone, a popover of two months stacked is taller than the
 * screen: it covered the top bar and cut off its own buttons. There it is a bottom sheet (a modal
 * dialog: focus stays in it, Escape closes it) whose 'Clear dates' and 'Done' stay in view while the
 * months scroll.
 */
export function DatesChooserFrame({
  sheet,
  open,
  onOpenChange,
  trigger,
  children,
  canClear,
  onClear,
}: DatesChooserFrameProps) {
  const footer = (close: ReactNode) => (
    <div className="flex items-center justify-between gap-3 border-t border-border pt-3">
      <Button variant="ghost" size="sm" disabled={!canClear} onClick={onClear}>
        Clear dates
      </Button>
      {close}
    </div>
  );
  if (sheet) {
    return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-4rem)] flex-col rounded-t-2xl border-t border-border bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-xl"
          >
            <div className="flex items-center justify-between gap-3 pb-2">
              <Dialog.Title className="text-base font-semibold">{TITLE}</Dialog.Title>
              <Dialog.Close
                aria-label="Close"
                className="grid size-9 place-items-center rounded-md text-muted-foreground hover:bg-muted"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div className="grid min-h-0 flex-1 gap-3 overflow-y-auto pb-3">{children}</div>
            {footer(
              <Dialog.Close asChild>
                <Button size="sm">Done</Button>
              </Dialog.Close>,
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={TITLE}
          className="z-50 flex max-h-[var(--radix-popover-content-available-height)] w-auto flex-col rounded-xl border border-border bg-surface p-4 shadow-xl"
        >
          {/* Only the months scroll when the window is short: the buttons under them stay in view. */}
          <div className="grid min-h-0 flex-1 gap-3 overflow-y-auto pb-3">{children}</div>
          {footer(
            <Popover.Close asChild>
              <Button size="sm">Done</Button>
            </Popover.Close>,
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
