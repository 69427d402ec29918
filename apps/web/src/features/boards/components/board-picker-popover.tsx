import type { SavedListings } from '@setspot/domain/boards/board-schemas';
import { Popover } from 'radix-ui';
import type { ReactElement } from 'react';
import { BoardPicker } from './board-picker';

type BoardPickerPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Save button, which opens and closes the picker. */
  trigger: ReactElement;
  locationId: string;
  locationName: string;
  saved: SavedListings | undefined;
  loading: boolean;
};

/** The board picker beside its Save button (Radix: focus moves in, Escape and outside clicks close). */
export function BoardPickerPopover({
  open,
  onOpenChange,
  trigger,
  locationId,
  locationName,
  saved,
  loading,
}: BoardPickerPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={`Save ${locationName} to a board`}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-4 text-foreground shadow-lg"
        >
          <BoardPicker locationId={locationId} saved={saved} loading={loading} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
