import { apiFetch } from '../../../lib/api-client';
import { useBoardMutation } from '../lib/board-mutation';

type NewBoard = { name: string; locationId?: string };

/** POST /api/boards: a new private board, with the listing being saved when made from a Save button. */
export function useCreateBoard() {
  return useBoardMutation((body: NewBoard) =>
    apiFetch<{ id: string; name: string }>('/api/boards', { method: 'POST', body }),
  );
}
