import type { BoardDetail } from '@setspot/domain/boards/board-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { boardApi } from '../lib/board-path';
import { boardQueryKeys } from '../lib/board-query-keys';

/** GET /api/boards/{id}: the board as its owner or a member sees it. */
export function useBoard(id: string) {
  return useQuery({
    queryKey: boardQueryKeys.board(id),
    queryFn: ({ signal }) => apiFetch<BoardDetail>(boardApi.board(id), { signal }),
  });
}
