import { MESSAGE_GROUP_WINDOW_MS } from '../common/constants.ts';

/**
 * Product section 2: messages are grouped per sender; a message joins the previous group when the
 * sender is the same and it is less than 5 minutes after the previous message (the group's latest,
 * not its first, so a steady conversation keeps one group). Input is in time order, as the API sends.
 */
export interface GroupableMessage {
  senderId: string;
  /** ISO 8601 instant, as serialised by the API. */
  createdAt: string;
}

export interface MessageGroup<T extends GroupableMessage> {
  senderId: string;
  messages: T[];
}

export function joinsPreviousMessage(previous: GroupableMessage, next: GroupableMessage): boolean {
  if (previous.senderId !== next.senderId) return false;
  const gap = Date.parse(next.createdAt) - Date.parse(previous.createdAt);
  // NaN (an unreadable time) and out-of-order messages start a new group rather than merge wrongly.
  return gap >= 0 && gap < MESSAGE_GROUP_WINDOW_MS;
}

export function groupMessages<T extends GroupableMessage>(messages: readonly T[]): MessageGroup<T>[] {
  const groups: MessageGroup<T>[] = [];
  for (const message of messages) {
    const current = groups.at(-1);
    const last = current?.messages.at(-1);
    if (current && last && joinsPreviousMessage(last, message)) current.messages.push(message);
    else groups.push({ senderId: message.senderId, messages: [message] });
  }
  return groups;
}
