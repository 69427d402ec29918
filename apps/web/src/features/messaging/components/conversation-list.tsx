import type { ConversationSummary } from '@setspot/domain/messages/conversation-schemas';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useShortDay } from '../../../lib/use-short-day';
import { otherUserName } from '../lib/other-user-name';

/** Where a summary leads: the thread with that user, or by id once they deleted their account. */
export function conversationLink(conversation: ConversationSummary): string {
  const query = conversation.otherUser
    ? `userId=${encodeURIComponent(conversation.otherUser.id)}`
    : `conversationId=${encodeURIComponent(conversation.conversationId)}`;
  return `${paths.messaging}?${query}`;
}

type ConversationListProps = {
  conversations: ConversationSummary[];
  selectedId: string | null;
};

/** Spec: name, 'Re: {location title}', the truncated last message and its date. */
export function ConversationList({ conversations, selectedId }: ConversationListProps) {
  const shortDay = useShortDay();
  if (conversations.length === 0) {
    return <p className="p-6 text-center text-sm text-muted-foreground">No conversations yet</p>;
  }
  return (
    <ul className="divide-y divide-border" aria-label="Conversations">
      {conversations.map((conversation) => {
        const selected = conversation.conversationId === selectedId;
        const name = otherUserName(conversation.otherUser);
        return (
          <li key={conversation.conversationId}>
            <Link
              to={conversationLink(conversation)}
              aria-current={selected ? 'page' : undefined}
              className={cn(
                'grid grid-cols-1 gap-0.5 px-4 py-3 text-sm hover:bg-muted',
                selected && 'bg-primary-soft',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold">{name}</span>
                <time
                  className="shrink-0 text-xs text-muted-foreground"
                  dateTime={conversation.lastMessageAt}
                >
                  {shortDay(new Date(conversation.lastMessageAt))}
                </time>
              </span>
              {conversation.locationTitle ? (
                <span className="truncate text-xs text-muted-foreground">
                  Re: {conversation.locationTitle}
                </span>
              ) : null}
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-muted-foreground">{conversation.lastMessage}</span>
                {conversation.unreadCount > 0 ? (
                  <span className="shrink-0 rounded-full bg-primary px-2 text-xs font-semibold text-primary-foreground">
                    {conversation.unreadCount}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
