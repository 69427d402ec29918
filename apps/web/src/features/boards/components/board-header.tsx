import type { BoardDetail } from '@setspot/domain/boards/board-schemas';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useRenameBoard } from '../api/change-board';
import { useDeleteBoard } from '../api/delete-board';
import { ShareLinkPanel } from './share-link-panel';

/** The board's name and, for its owner, rename, delete and the share link. */
export function BoardHeader({ board }: { board: BoardDetail }) {
  const owner = board.role === 'owner';
  const [renaming, setRenaming] = useState(false);
  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          {renaming ? (
            <RenameForm board={board} onDone={() => setRenaming(false)} />
          ) : (
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{board.name}</h1>
          )}
          <p className="text-muted-foreground">
            {owner ? 'Your board' : `${board.owner.name}'s board: you can vote and comment`}
          </p>
        </div>
        {owner && !renaming ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <DeleteBoard board={board} />
          </div>
        ) : null}
      </div>
      {owner ? <ShareLinkPanel board={board} /> : null}
    </header>
  );
}

function RenameForm({ board, onDone }: { board: BoardDetail; onDone: () => void }) {
  const rename = useRenameBoard(board.id);
  const [name, setName] = useState(board.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name, { onSuccess: onDone, onError: (failure) => setError(errorMessage(failure)) });
  };
  return (
    <form onSubmit={submit} className="grid gap-1.5" noValidate>
      <h1 className="sr-only">{board.name}</h1>
      <label htmlFor="board-name" className="text-sm font-medium">
        Board name
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="board-name"
          value={name}
          maxLength={80}
          autoFocus
          className="max-w-sm"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'board-name-error' : undefined}
        />
        <Button type="submit" disabled={rename.isPending}>
          Save name
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id="board-name-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function DeleteBoard({ board }: { board: BoardDetail }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteBoard(board.id);
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this board?"
      description={`"${board.name}" goes with its notes, votes and comments, for everyone on it. This cannot be undone.`}
      cancelLabel="Keep board"
      confirmLabel="Delete board"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            showToast((toast) => toast.success('Board deleted'));
            navigate(paths.boards);
          },
          onError: (error) => showToast((toast) => toast.error(errorMessage(error))),
        })
      }
    />
  );
}
