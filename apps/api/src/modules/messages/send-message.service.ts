import { type Outcome, success } from '@setspot/domain/common/outcome';
import type { Message, MessageRequest } from '@setspot/domain/messages/message-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { newMessageEmail } from './message-emails.ts';
import { encodeNotice } from './message-notices.ts';
import { type Caller, mayMessage } from './message-permissions.ts';
import { toMessage } from './message-view.ts';
import {
  claimEmailSlot,
  findPerson,
  insertMessage,
  notifyMessages,
  upsertConversation,
} from './messages.repository.ts';

type SendDeps = Pick<AppDeps, 'db' | 'outbox' | 'config' | 'clock'>;

/**
 * Stores the message in its pair's conversation, announces it to every instance once committed
 * (NOTIFY after the commit) and, in the same transaction, queues the receiver's email when they want
 * one and the conversation had none in the last 15 minutes.
 */
export async function sendMessage(
  deps: SendDeps,
  caller: Caller,
  input: MessageRequest,
): Promise<Outcome<Message>> {
  const permitted = await mayMessage(deps.db, caller, input.receiverId, input);
  if (!permitted.ok) return permitted;
  const { other } = permitted.value;
  const row = await deps.db.transaction(async (tx) => {
    const conversationId = await upsertConversation(tx, {
      senderId: caller.id,
      receiverId: other.id,
      locationId: input.locationId,
      bookingId: input.bookingId,
    });
    const message = await insertMessage(tx, {
      conversationId,
      senderId: caller.id,
      receiverId: other.id,
      content: input.content,
      bookingId: input.bookingId,
    });
    notifyMessages(
      tx,
      encodeNotice({ kind: 'message', messageId: message.id, parties: [caller.id, other.id] }),
    );
    if (other.emailNotifications && (await claimEmailSlot(tx, conversationId, deps.clock.now()))) {
      const sender = await findPerson(tx, caller.id);
      const link = new URL('/messaging', deps.config.publicUrl);
      link.searchParams.set('userId', caller.id);
      await deps.outbox.queue(
        tx,
        newMessageEmail({
          to: other.email,
          receiverFirstName: other.firstName,
          senderName: [sender?.firstName, sender?.lastName].filter(Boolean).join(' ') || 'Someone',
          content: input.content,
          link: link.toString(),
        }),
      );
    }
    return message;
  });
  return success(toMessage(row));
}
