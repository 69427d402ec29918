import { apiFetch } from '../../../lib/api-client';
import { useBoardMutation } from '../lib/board-mutation';
import { boardApi } from '../lib/board-path';

/** POST /api/boards/{id}/share (a new link) and DELETE (the link turned off). */
export function useShareBoard(id: string) {
  return useBoardMutation((on: boolean) =>
    apiFetch<{ shareToken: string | null }>(`${boardApi.board(id)}/share`, {
      method: on ? 'POST' : 'DELETE',
    }),
  );
}
