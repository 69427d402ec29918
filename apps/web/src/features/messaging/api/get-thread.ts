import type { Thread } from '@setspot/domain/messages/message-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryKeys, type ThreadKey } from '../lib/messaging-query-keys';

/** GET /api/messages: the conversation with a user, or by id; empty when it is yet to start. */
export function getThread(key: ThreadKey, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (key.conversationId) query.set('conversationId', key.conversationId);
  else if (key.userId) query.set('userId', key.userId);
  if (key.locationId && !key.conversationId) query.set('locationId', key.locationId);
  return apiFetch<Thread>(`/api/messages?${query}`, signal ? { signal } : {});
}

export function threadQueryOptions(key: ThreadKey) {
  return queryOptions({
    queryKey: messagingQueryKeys.thread(key),
    queryFn: ({ signal }) => getThread(key, signal),
  });
}

export function useThread(key: ThreadKey | null) {
  return useQuery({ ...threadQueryOptions(key ?? {}), enabled: key !== null });
}
