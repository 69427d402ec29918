import { MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { InlineLoading } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/auth/get-me';
import { cn } from '../../../lib/cn';
import { reportError } from '../../../lib/report-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { useConversations } from '../api/get-conversations';
import type { ThreadKey } from '../lib/messaging-query-keys';
import { ConversationList } from './conversation-list';
import { ThreadPane, type ThreadSlots } from './thread-pane';

/** The thread the address names: ?userId= (spec), ?conversationId= (a deleted user's), with bookingId/locationId. */
function selectedThread(params: URLSearchParams): ThreadKey | null {
  const userId = params.get('userId');
  const conversationId = params.get('conversationId');
  const locationId = params.get('locationId');
  if (conversationId) return { conversationId };
  if (userId) return locationId ? { userId, locationId } : { userId };
  return null;
}

/** Product section 2 Messaging: the list on the left, the thread on the right; one at a time under 640 px. */
export function MessagingPage({ threadSlots }: { threadSlots?: ThreadSlots } = {}) {
  useDocumentTitle('Messages');
  const { user } = useSession();
  const [params] = useSearchParams();
  const conversations = useConversations();
  const threadKey = selectedThread(params);
  // A thread says how long ago each message was: drawn by the browser only, from its own clock.
  const hydrated = useHydrated();

  useEffect(() => {
    // Product section 8: a failing conversation list is only logged.
    if (conversations.error) reportError('route', conversations.error, 'Loading conversations');
  }, [conversations.error]);

  const selectedId =
    conversations.data?.find((c) =>
      threadKey?.conversationId
        ? c.conversationId === threadKey.conversationId
        : c.otherUser?.id === threadKey?.userId,
    )?.conversationId ?? null;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6 sm:px-6 lg:px-8">
      <h1 className={cn('text-2xl font-bold', threadKey && 'max-sm:sr-only')}>Messages</h1>
      <div className="grid overflow-hidden rounded-xl border border-border bg-surface shadow-sm sm:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <nav
          aria-label="Conversations"
          className={cn('min-w-0 border-border sm:border-r', threadKey && 'max-sm:hidden')}
        >
          {conversations.isPending ? (
            <InlineLoading label="Loading conversations..." className="p-6" />
          ) : (
            <ConversationList conversations={conversations.data ?? []} selectedId={selectedId} />
          )}
        </nav>
        {threadKey && user && !hydrated ? (
          <InlineLoading label="Loading messages..." className="p-10" />
        ) : threadKey && user ? (
          <ThreadPane
            key={JSON.stringify(threadKey)}
            threadKey={threadKey}
            bookingId={params.get('bookingId')}
            viewerId={user.id}
            {...(threadSlots ? { slots: threadSlots } : {})}
          />
        ) : (
          <div className="hidden flex-col items-center justify-center gap-2 p-10 text-center sm:flex">
            <MessageSquare aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-semibold">No conversation selected</p>
            <p className="text-sm text-muted-foreground">
              Select a conversation from the list to start messaging
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
