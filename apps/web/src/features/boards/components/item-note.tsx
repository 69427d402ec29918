import type { BoardDetail, BoardItem } from '@setspot/domain/boards/board-schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useSaveItem } from '../api/save-item';

/** The owner's note on a listing: editable by the owner, read by the crew. */
export function ItemNote({ board, item }: { board: BoardDetail; item: BoardItem }) {
  const save = useSaveItem();
  const [note, setNote] = useState(item.note);
  const id = `note-${item.location.id}`;
  if (board.role !== 'owner') {
    return item.note ? (
      <p className="text-sm whitespace-pre-line">
        <span className="font-medium">Note: </span>
        {item.note}
      </p>
    ) : null;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { boardId: board.id, locationId: item.location.id, note },
      {
        onSuccess: () => showToast((toast) => toast.success('Note saved')),
        onError: (error) => showToast((toast) => toast.error(errorMessage(error))),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Note<span className="sr-only"> on {item.location.name}</span>
      </label>
      <Textarea
        id={id}
        value={note}
        maxLength={1000}
        className="min-h-16"
        placeholder="Scene, what to check on the recce..."
        onChange={(event) => setNote(event.target.value)}
      />
      {note !== item.note ? (
        <Button type="submit" size="sm" className="justify-self-start" disabled={save.isPending}>
          Save note
        </Button>
      ) : null}
    </form>
  );
}
