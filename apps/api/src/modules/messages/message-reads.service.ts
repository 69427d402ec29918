import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { ConversationSummary } from '@setspot/domain/messages/conversation-schemas';
import type { Thread, ThreadQuery } from '@setspot/domain/messages/message-schemas';
import { CONVERSATION_NOT_FOUND } from '@setspot/domain/messages/messaging-texts';
import type { Db } from '../../db/client.ts';
import { encodeNotice, READ_NOTICE_IDS } from './message-notices.ts';
import { type Caller, mayMessage } from './message-permissions.ts';
import { toMessage } from './message-view.ts';
import {
  type ConversationRow,
  callerThreadReads,
  findConversationById,
  findConversationByPair,
  isParticipant,
  listConversations,
  type MessageRow,
  markRead,
  notifyMessages,
  threadReads,
} from './messages.repository.ts';

/** GET /api/conversations: one summary per conversation (per other user), newest first. */
export async function conversationsOf(db: Db, userId: string): Promise<ConversationSummary[]> {
  const rows = await listConversations(db, userId);
  return rows.map((row) => ({
    conversationId: row.id,
    otherUser: row.other_id
      ? { id: row.other_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '' }
      : null,
    bookingId: row.booking_id,
    locationTitle: row.location_title,
    lastMessage: row.last_message,
    lastMessageAt: new Date(row.last_message_at).toISOString(),
    unreadCount: Number(row.unread_count),
  }));
}

async function threadOf(db: Db, caller: Caller, conversation: ConversationRow, title: string | null) {
  const otherId = conversation.userA === caller.id ? conversation.userB : conversation.userA;
  // Two independent reads: side by side, not one after the other.
  const [other, rows] = await Promise.all([
    otherId ? threadReads.person(db, otherId) : null,
    threadReads.messages(db, conversation.id),
  ]);
  return toThread(conversation.id, other, title ?? conversation.locationTitle, rows);
}

type Person = { id: string; firstName: string; lastName: string };

/** A conversation's answer: no other user once their account is gone, and then nobody to write to. */
function toThread(
  conversationId: string,
  other: Person | null,
  locationTitle: string | null,
  rows: MessageRow[],
) {
  return success<Thread>({
    conversationId,
    otherUser: other ? { id: other.id, firstName: other.firstName, lastName: other.lastName } : null,
    locationTitle,
    canSend: other !== null,
    messages: rows.map(toMessage),
  });
}

/**
 * GET /api/messages: the caller's conversation with a user (empty when they may start one, e.g. a
 * filmmaker from a listing's 'Message Owner'), or by id. Anyone else's conversation is not found.
 */
export async function readThread(db: Db, caller: Caller, query: ThreadQuery): Promise<Outcome<Thread>> {
  if (query.conversationId) {
    const [conversation, rows] = await Promise.all([
      callerThreadReads.conversation(db, query.conversationId, caller.id),
      callerThreadReads.messages(db, query.conversationId, caller.id),
    ]);
    if (!conversation || !isParticipant(conversation, caller.id)) {
      return refusal('not_found', CONVERSATION_NOT_FOUND);
    }
    const { otherId, otherFirstName, otherLastName } = conversation;
    const other =
      otherId && otherFirstName !== null && otherLastName !== null
        ? { id: otherId, firstName: otherFirstName, lastName: otherLastName }
        : null;
    return toThread(conversation.id, other, conversation.locationTitle, rows);
  }
  const otherId = query.userId ?? '';
  const permitted = await mayMessage(db, caller, otherId, {
    locationId: query.locationId ?? null,
    bookingId: null,
  });
  if (!permitted.ok) return refusal('not_found', CONVERSATION_NOT_FOUND);
  const conversation = await findConversationByPair(db, caller.id, otherId);
  const { other, locationTitle } = permitted.value;
  if (conversation) return threadOf(db, caller, conversation, locationTitle);
  return success({
    conversationId: null,
    otherUser: { id: other.id, firstName: other.firstName, lastName: other.lastName },
    locationTitle,
    canSend: true,
    messages: [],
  });
}

/** POST /api/messages/read: the caller's unread messages among `ids` become read, and both parties hear of it. */
export async function markMessagesRead(
  deps: { db: Db; clock: { now(): Date } },
  caller: Caller,
  ids: string[],
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const changed = await markRead(tx, caller.id, ids, now);
    const byConversation = new Map<string, string[]>();
    for (const row of changed)
      byConversation.set(row.conversationId, [...(byConversation.get(row.conversationId) ?? []), row.id]);
    for (const [conversationId, read] of byConversation) {
      const conversation = await findConversationById(tx, conversationId);
      const parties = [conversation?.userA, conversation?.userB].filter((id): id is string => Boolean(id));
      for (let i = 0; i < read.length; i += READ_NOTICE_IDS) {
        const notice = encodeNotice({
          kind: 'read',
          conversationId,
          readerId: caller.id,
          readAt: now.toISOString(),
          ids: read.slice(i, i + READ_NOTICE_IDS),
          parties,
        });
        notifyMessages(tx, notice);
      }
    }
    return { ids: changed.map((row) => row.id), readAt: changed.length ? now.toISOString() : null };
  });
}
