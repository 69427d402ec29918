import { apiFetch } from '../../../lib/api-client';
import { useBoardMutation } from '../lib/board-mutation';
import { boardApi } from '../lib/board-path';

/** DELETE /api/boards/{id}. */
export function useDeleteBoard(id: string) {
  return useBoardMutation(() => apiFetch(boardApi.board(id), { method: 'DELETE' }));
}
