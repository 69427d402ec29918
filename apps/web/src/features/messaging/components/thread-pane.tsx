import type { Message } from '@setspot/domain/messages/message-schemas';
import { errorLoadingMessages, errorSendingMessage } from '@setspot/domain/messages/messaging-texts';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { InlineLoading } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useThread } from '../api/get-thread';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import type { ThreadKey } from '../lib/messaging-query-keys';
import { otherUserName } from '../lib/other-user-name';
import { unreadFor } from '../lib/thread-cache';
import { useNow } from '../lib/use-now';
import { Composer } from './composer';
import { MessageGroups } from './message-groups';

/** What the app adds to a conversation: 'Report' on the other person and on their messages (ADR 0038). */
export type ThreadSlots = {
  renderPersonActions?: (person: { id: string; name: string }) => ReactNode;
  renderMessageActions?: (message: Message) => ReactNode;
};

type ThreadPaneProps = {
  threadKey: ThreadKey;
  bookingId: string | null;
  viewerId: string;
  slots?: ThreadSlots;
};

/** One conversation: who and what about, the messages, and the composer. */
export function ThreadPane({ threadKey, bookingId, viewerId, slots = {} }: ThreadPaneProps) {
  const thread = useThread(threadKey);
  const send = useSendMessage();
  const markRead = useMarkRead(thread.data?.conversationId ?? null);
  const now = useNow();
  const bottom = useRef<HTMLDivElement>(null);
  const asked = useRef(new Set<string>());

  const loadError = thread.error ? errorLoadingMessages(errorMessage(thread.error)) : null;
  useEffect(() => {
    if (loadError) showToast((toast) => toast.error(loadError, { id: loadError }));
  }, [loadError]);

  // Product section 4: what the receiver has open is read, on opening and as it arrives.
  const unread = thread.data ? unreadFor(thread.data, viewerId).filter((id) => !asked.current.has(id)) : [];
  const unreadKey = unread.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: unreadKey stands for the unread list.
  useEffect(() => {
    if (unread.length === 0) return;
    for (const id of unread) asked.current.add(id);
    markRead.mutate(unread);
  }, [unreadKey]);

  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    if (count > 0) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const onSend = async (content: string) => {
    const receiverId = thread.data?.otherUser?.id;
    if (!receiverId) return false;
    try {
      await send.mutateAsync({
        receiverId,
        content,
        ...(bookingId ? { bookingId } : {}),
        ...(threadKey.locationId ? { locationId: threadKey.locationId } : {}),
      });
      return true;
    } catch (error) {
      const message = errorSendingMessage(errorMessage(error));
      showToast((toast) => toast.error(message));
      return false;
    }
  };

  return (
    <section aria-label="Conversation" className="flex min-w-0 flex-col">
      <header className="flex items-center gap-2 border-b border-border px-3 py-3">
        <Link
          to={paths.messaging}
          className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'sm:hidden' })}
          aria-label="Back to conversations"
        >
          <ArrowLeft aria-hidden="true" />
        </Link>
        <div className="min-w-0">
          <h2 className="truncate font-semibold">
            {thread.data ? otherUserName(thread.data.otherUser) : ' '}
          </h2>
          {thread.data?.locationTitle ? (
            <p className="truncate text-sm text-muted-foreground">Re: {thread.data.locationTitle}</p>
          ) : null}
        </div>
        {thread.data?.otherUser?.id && slots.renderPersonActions ? (
          <div className="ml-auto shrink-0">
            {slots.renderPersonActions({
              id: thread.data.otherUser.id,
              name: otherUserName(thread.data.otherUser),
            })}
          </div>
        ) : null}
      </header>
      <div className="max-h-[560px] min-h-64 flex-1 overflow-y-auto p-4 md:max-h-[600px]">
        {thread.isPending ? (
          <InlineLoading label="Loading messages..." className="py-10" />
        ) : loadError ? (
          <p className="py-10 text-center text-sm text-destructive">{loadError}</p>
        ) : count === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            No messages yet. Start the conversation!
          </p>
        ) : (
          <MessageGroups
            messages={thread.data?.messages ?? []}
            viewerId={viewerId}
            now={now}
            renderMessageActions={slots.renderMessageActions}
          />
        )}
        <div ref={bottom} />
      </div>
      {thread.data?.canSend === false ? null : <Composer onSend={onSend} sending={send.isPending} />}
    </section>
  );
}
