import type { SavedListings } from '@setspot/domain/boards/board-schemas';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useRemoveItem } from '../api/remove-item';
import { useSaveItem } from '../api/save-item';
import { NewBoardForm } from './new-board-form';

type BoardPickerProps = { locationId: string; saved: SavedListings | undefined; loading: boolean };

/** The boards of the user, each ticked when it holds the listing; a new board is made in place. */
export function BoardPicker({ locationId, saved, loading }: BoardPickerProps) {
  const save = useSaveItem();
  const remove = useRemoveItem();
  const busy = save.isPending || remove.isPending;
  const onBoard = new Set(
    saved?.saved.filter((item) => item.locationId === locationId).map((item) => item.boardId),
  );
  const toggle = (boardId: string, name: string, on: boolean) => {
    const change = on ? save : remove;
    change.mutate(
      { boardId, locationId },
      {
        onSuccess: () =>
          showToast((toast) => toast.success(on ? `Saved to ${name}` : `Removed from ${name}`)),
        onError: (error) => showToast((toast) => toast.error(errorMessage(error))),
      },
    );
  };
  return (
    <div className="grid gap-3">
      <p className="font-semibold">Save to a board</p>
      {loading ? (
        <Spinner />
      ) : saved && saved.boards.length > 0 ? (
        <ul className="grid max-h-56 gap-1 overflow-y-auto">
          {saved.boards.map((board) => {
            const id = `save-${locationId}-${board.id}`;
            return (
              <li key={board.id} className="flex items-center gap-2 rounded-md px-1 py-1.5 hover:bg-muted">
                <Checkbox
                  id={id}
                  checked={onBoard.has(board.id)}
                  disabled={busy}
                  onCheckedChange={(checked) => toggle(board.id, board.name, checked === true)}
                />
                <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm">
                  {board.name}
                </label>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No boards yet. Name your first one below.</p>
      )}
      <NewBoardForm locationId={locationId} compact />
      <Link to={paths.boards} className="text-sm text-primary underline-offset-4 hover:underline">
        Go to your boards
      </Link>
    </div>
  );
}
