import { apiFetch } from '../../../lib/api-client';
import { useBoardMutation } from '../lib/board-mutation';
import { boardApi } from '../lib/board-path';

/** DELETE /api/boards/{id}/items/{locationId}: takes the listing off the board. */
export function useRemoveItem() {
  return useBoardMutation(({ boardId, locationId }: { boardId: string; locationId: string }) =>
    apiFetch(boardApi.item(boardId, locationId), { method: 'DELETE' }),
  );
}
