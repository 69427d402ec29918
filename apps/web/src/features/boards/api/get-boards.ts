import type { BoardList } from '@setspot/domain/boards/board-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { boardQueryKeys } from '../lib/board-query-keys';

/** GET /api/boards: the boards the user owns or was invited to. */
export const boardsQueryOptions = queryOptions({
  queryKey: boardQueryKeys.list,
  queryFn: ({ signal }) => apiFetch<BoardList>('/api/boards', { signal }),
});

export function useBoards() {
  return useQuery(boardsQueryOptions);
}
