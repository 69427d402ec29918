import type { Message } from '@setspot/domain/messages/message-schemas';
import type { MessageRow } from './messages.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A stored message as the contract's Message JSON. */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    content: row.content,
    senderId: row.senderId,
    receiverId: row.receiverId,
    bookingId: row.bookingId,
    createdAt: iso(row.createdAt),
    readAt: row.readAt ? iso(row.readAt) : null,
  };
}
