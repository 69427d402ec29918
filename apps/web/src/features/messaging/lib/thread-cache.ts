import type { Message, Thread } from '@setspot/domain/messages/message-schemas';

/**
 * How a thread in the cache takes in what arrives (the stream, a sent message's answer, a refetch):
 * by id, so a message that comes twice (stream and POST answer, or a replay after a reconnect) is
 * shown once, in time order.
 */
export function belongsToThread(thread: Thread, message: Message): boolean {
  if (thread.conversationId) return thread.conversationId === message.conversationId;
  const otherId = thread.otherUser?.id;
  return Boolean(otherId) && (message.senderId === otherId || message.receiverId === otherId);
}

export function withMessage(thread: Thread, message: Message): Thread {
  if (!belongsToThread(thread, message)) return thread;
  const others = thread.messages.filter((existing) => existing.id !== message.id);
  const messages = [...others, message].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id),
  );
  return { ...thread, conversationId: message.conversationId, messages };
}

export function withReadReceipt(
  thread: Thread,
  receipt: { conversationId: string; ids: string[]; readAt: string },
): Thread {
  if (thread.conversationId !== receipt.conversationId) return thread;
  const read = new Set(receipt.ids);
  if (!thread.messages.some((message) => read.has(message.id) && !message.readAt)) return thread;
  return {
    ...thread,
    messages: thread.messages.map((message) =>
      read.has(message.id) && !message.readAt ? { ...message, readAt: receipt.readAt } : message,
    ),
  };
}

/** The ids of messages to `viewerId` not yet read: what opening the thread marks as read. */
export function unreadFor(thread: Thread, viewerId: string): string[] {
  return thread.messages
    .filter((message) => message.receiverId === viewerId && !message.readAt)
    .map((m) => m.id);
}
