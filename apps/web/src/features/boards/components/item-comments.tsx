import type { BoardItem } from '@setspot/domain/boards/board-schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { lazyDateFormat } from '../../../lib/format-date';
import { useAddComment } from '../api/vote-and-comment';

const when = lazyDateFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The crew's comments on one listing of the board, oldest first, and a field to add one. */
export function ItemComments({ boardId, item }: { boardId: string; item: BoardItem }) {
  const add = useAddComment(boardId, item.location.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `comment-${item.location.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(body, { onSuccess: () => setBody(''), onError: (failure) => setError(errorMessage(failure)) });
  };
  return (
    <div className="grid gap-2">
      {item.comments.length > 0 ? (
        <ul className="grid gap-2" aria-label={`Comments on ${item.location.name}`}>
          {item.comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-muted px-3 py-2 text-sm">
              <p className="font-medium">
                {comment.author.name}{' '}
                <time dateTime={comment.createdAt} className="font-normal text-muted-foreground">
                  {when.format(new Date(comment.createdAt))}
                </time>
              </p>
              <p className="whitespace-pre-line break-words">{comment.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      )}
      <form onSubmit={submit} className="grid gap-1" noValidate>
        <label htmlFor={id} className="sr-only">
          Comment on {item.location.name}
        </label>
        <div className="flex gap-2">
          <Input
            id={id}
            value={body}
            maxLength={1000}
            placeholder="Add a comment"
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" variant="outline" disabled={add.isPending}>
            Comment
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
