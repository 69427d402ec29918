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

/** What NOTIFY carries (small: ids only; each instance reads the row once for all its listeners). */
export type MessageNotice =
  | { t: 'm'; id: string; u: string[] }
  | { t: 'r'; c: string; r: string; at: string; ids: string[]; u: string[] };

export function parseNotice(payload: string): MessageNotice | null {
  try {
    const value = JSON.parse(payload) as MessageNotice;
    return value && (value.t === 'm' || value.t === 'r') && Array.isArray(value.u) ? value : null;
  } catch {
    return null;
  }
}
