// Keys of every messaging read; the stream and every write update or invalidate under `all`.
export type ThreadKey = { userId?: string; conversationId?: string; locationId?: string };

export const messagingQueryKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  threads: ['messaging', 'thread'] as const,
  thread: (key: ThreadKey) => ['messaging', 'thread', key] as const,
};
