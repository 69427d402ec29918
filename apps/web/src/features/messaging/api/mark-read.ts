import type { Thread } from '@setspot/domain/messages/message-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryKeys } from '../lib/messaging-query-keys';
import { withReadReceipt } from '../lib/thread-cache';

type MarkReadAnswer = { ids: string[]; readAt: string | null };

/** POST /api/messages/read: the viewer read these messages. */
export function markRead(ids: string[]) {
  return apiFetch<MarkReadAnswer>('/api/messages/read', { method: 'POST', body: { ids } });
}

export function useMarkRead(conversationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ ids, readAt }) => {
      if (conversationId && readAt) {
        queryClient.setQueriesData<Thread>({ queryKey: messagingQueryKeys.threads }, (thread) =>
          thread ? withReadReceipt(thread, { conversationId, ids, readAt }) : thread,
        );
      }
      void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.conversations });
    },
  });
}
