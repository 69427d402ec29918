import type { Message, MessageRequestInput, Thread } from '@setspot/domain/messages/message-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryKeys } from '../lib/messaging-query-keys';
import { withMessage } from '../lib/thread-cache';

/** POST /api/messages. */
export function sendMessage(input: MessageRequestInput) {
  return apiFetch<{ message: Message }>('/api/messages', { method: 'POST', body: input }).then(
    ({ message }) => message,
  );
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      // The stream brings the same message; merging by id shows it once whichever comes first.
      queryClient.setQueriesData<Thread>({ queryKey: messagingQueryKeys.threads }, (thread) =>
        thread ? withMessage(thread, message) : thread,
      );
      void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.conversations });
    },
  });
}
