import type { SharedBoard } from '@setspot/domain/boards/board-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { boardQueryKeys } from '../lib/board-query-keys';

/** GET /api/shared-boards/{token}: the read-only board behind a share link, for anyone. */
export function useSharedBoard(token: string) {
  return useQuery({
    queryKey: boardQueryKeys.shared(token),
    queryFn: ({ signal }) =>
      apiFetch<SharedBoard>(`/api/shared-boards/${encodeURIComponent(token)}`, { signal }),
  });
}
