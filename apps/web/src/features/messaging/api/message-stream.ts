import type { Message, Thread } from '@setspot/domain/messages/message-schemas';
import type { ReadEvent } from '@setspot/domain/messages/stream-events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagingQueryKeys } from '../lib/messaging-query-keys';
import { withMessage, withReadReceipt } from '../lib/thread-cache';

export const MESSAGE_STREAM_URL = '/api/messages/stream';

/**
 * GET /api/messages/stream (Server-Sent Events) into the query cache: new messages join their
 * thread, read receipts mark them, and the conversation list (with the unread count) refreshes.
 * After a reconnect or a server-side gap everything is refetched, so nothing missed stays missing;
 * merging by id keeps anything from showing twice.
 */
export function connectMessageStream(queryClient: QueryClient, url = MESSAGE_STREAM_URL): () => void {
  const source = new EventSource(url, { withCredentials: true });
  let connectedBefore = false;
  const refreshList = () =>
    void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.conversations });
  const refetchAll = () => void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.all });

  source.addEventListener('ready', () => {
    if (connectedBefore) refetchAll();
    connectedBefore = true;
  });
  source.addEventListener('resync', refetchAll);
  source.addEventListener('message', (event) => {
    const { message } = JSON.parse(event.data) as { message: Message };
    queryClient.setQueriesData<Thread>({ queryKey: messagingQueryKeys.threads }, (thread) =>
      thread ? withMessage(thread, message) : thread,
    );
    refreshList();
  });
  source.addEventListener('read', (event) => {
    const receipt = JSON.parse(event.data) as ReadEvent;
    queryClient.setQueriesData<Thread>({ queryKey: messagingQueryKeys.threads }, (thread) =>
      thread ? withReadReceipt(thread, receipt) : thread,
    );
    refreshList();
  });
  return () => source.close();
}

/** Keeps one stream open while someone is signed in (mounted once, by the app shell). */
export function useMessageStream(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return connectMessageStream(queryClient);
  }, [queryClient, userId]);
}
