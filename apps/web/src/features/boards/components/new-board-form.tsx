import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { showToast } from '../../../lib/toast';
import { useCreateBoard } from '../api/create-board';

type NewBoardFormProps = {
  /** With a listing, the new board is made with it saved (the Save button's picker). */
  locationId?: string;
  compact?: boolean;
  onCreated?: (id: string) => void;
};

/** 'New board': a name and a button; the server answers with its own words when the name is refused. */
export function NewBoardForm({ locationId, compact, onCreated }: NewBoardFormProps) {
  const create = useCreateBoard();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(
      { name, ...(locationId ? { locationId } : {}) },
      {
        onSuccess: (board) => {
          setName('');
          showToast((toast) => toast.success(locationId ? `Saved to ${board.name}` : `Board created`));
          onCreated?.(board.id);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-1.5" noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        New board
      </label>
      <div className={cn('flex gap-2', !compact && 'max-w-md')}>
        <Input
          id={id}
          value={name}
          maxLength={80}
          placeholder="e.g. Night exteriors"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={create.isPending}>
          Create
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
