import type { Vote } from '@setspot/domain/boards/board-schemas';
import { apiFetch } from '../../../lib/api-client';
import { useBoardMutation } from '../lib/board-mutation';
import { boardApi } from '../lib/board-path';

/** PUT /api/boards/{id}/items/{locationId}/vote: the caller's thumb, or 'none'. */
export function useVote(boardId: string, locationId: string) {
  return useBoardMutation((vote: Vote) =>
    apiFetch(`${boardApi.item(boardId, locationId)}/vote`, { method: 'PUT', body: { vote } }),
  );
}

/** POST /api/boards/{id}/items/{locationId}/comments. */
export function useAddComment(boardId: string, locationId: string) {
  return useBoardMutation((body: string) =>
    apiFetch(`${boardApi.item(boardId, locationId)}/comments`, { method: 'POST', body: { body } }),
  );
}
