import { apiFetch } from '../../../lib/api-client';
import { useBoardMutation } from '../lib/board-mutation';
import { boardApi } from '../lib/board-path';

/** PUT /api/boards/{id}: renames the board. */
export function useRenameBoard(id: string) {
  return useBoardMutation((name: string) => apiFetch(boardApi.board(id), { method: 'PUT', body: { name } }));
}
