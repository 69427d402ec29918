import type { BoardDetail, BoardItem, Vote } from '@setspot/domain/boards/board-schemas';
import { ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { showToast } from '../../../lib/toast';
import { useRemoveItem } from '../api/remove-item';
import { useVote } from '../api/vote-and-comment';
import { ItemComments } from './item-comments';
import { ItemNote } from './item-note';

type PanelProps = { board: BoardDetail; item: BoardItem };

/** Under each listing of a board: the note, the thumbs (and for the owner the tally), the comments. */
export function BoardItemPanel({ board, item }: PanelProps) {
  const owner = board.role === 'owner';
  const name = item.location.name;
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-surface p-4">
      <ItemNote board={board} item={item} />
      <Votes board={board} item={item} />
      {owner && item.votes && item.votes.length > 0 ? (
        <ul className="grid gap-0.5 text-sm text-muted-foreground" aria-label={`Votes on ${name}`}>
          {item.votes.map((vote) => (
            <li key={vote.voter.id}>
              {vote.voter.name}: {vote.vote === 'up' ? 'thumbs up' : 'thumbs down'}
            </li>
          ))}
        </ul>
      ) : null}
      <ItemComments boardId={board.id} item={item} />
      {owner ? <RemoveItem boardId={board.id} locationId={item.location.id} name={name} /> : null}
    </div>
  );
}

function Votes({ board, item }: PanelProps) {
  const vote = useVote(board.id, item.location.id);
  const cast = (choice: Exclude<Vote, 'none'>) =>
    vote.mutate(item.myVote === choice ? 'none' : choice, {
      onError: (error) => showToast((toast) => toast.error(errorMessage(error))),
    });
  const name = item.location.name;
  const thumb = (choice: Exclude<Vote, 'none'>) => {
    const Icon = choice === 'up' ? ThumbsUp : ThumbsDown;
    const pressed = item.myVote === choice;
    const count = item.tally?.[choice];
    return (
      <Button
        variant="outline"
        size="sm"
        aria-pressed={pressed}
        disabled={vote.isPending}
        className={cn(
          pressed &&
            (choice === 'up' ? 'border-primary text-primary' : 'border-destructive text-destructive'),
        )}
        onClick={() => cast(choice)}
      >
        <Icon aria-hidden="true" className={cn(pressed && 'fill-current')} />
        <span className="sr-only">
          {choice === 'up' ? 'Thumbs up' : 'Thumbs down'} for {name}
        </span>
        {count !== undefined ? <span aria-hidden="true">{count}</span> : null}
      </Button>
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {thumb('up')}
      {thumb('down')}
      {item.tally ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Tally: {item.tally.up} up, {item.tally.down} down
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Your vote: {item.myVote === 'none' ? 'none yet' : item.myVote}
        </p>
      )}
    </div>
  );
}

function RemoveItem({ boardId, locationId, name }: { boardId: string; locationId: string; name: string }) {
  const remove = useRemoveItem();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="justify-self-start text-destructive"
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(
          { boardId, locationId },
          { onError: (error) => showToast((toast) => toast.error(errorMessage(error))) },
        )
      }
    >
      <Trash2 aria-hidden="true" />
      Remove from board<span className="sr-only">: {name}</span>
    </Button>
  );
}
