import type { ConversationSummary } from '@setspot/domain/messages/conversation-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryKeys } from '../lib/messaging-query-keys';

/** GET /api/conversations: one summary per conversation, newest first. */
export function getConversations(signal?: AbortSignal) {
  return apiFetch<{ items: ConversationSummary[] }>('/api/conversations', signal ? { signal } : {}).then(
    ({ items }) => items,
  );
}

export const conversationsQueryOptions = queryOptions({
  queryKey: messagingQueryKeys.conversations,
  queryFn: ({ signal }) => getConversations(signal),
});

export function useConversations(enabled = true) {
  return useQuery({ ...conversationsQueryOptions, enabled });
}

/** The top bar's count: unread messages over all conversations (kept live by the stream). */
export function useUnreadCount(signedIn: boolean): number {
  const { data } = useConversations(signedIn);
  return data?.reduce((sum, conversation) => sum + conversation.unreadCount, 0) ?? 0;
}
