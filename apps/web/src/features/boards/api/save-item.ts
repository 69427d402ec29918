import { apiFetch } from '../../../lib/api-client';
import { useBoardMutation } from '../lib/board-mutation';
import { boardApi } from '../lib/board-path';

type ItemChange = { boardId: string; locationId: string; note?: string };

/** PUT /api/boards/{id}/items/{locationId}: saves the listing on a board, or changes its note. */
export function useSaveItem() {
  return useBoardMutation(({ boardId, locationId, note = '' }: ItemChange) =>
    apiFetch(boardApi.item(boardId, locationId), { method: 'PUT', body: { note } }),
  );
}
