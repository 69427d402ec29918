import { relativeTime } from '@setspot/domain/common/relative-time';
import { groupMessages } from '@setspot/domain/messages/message-grouping';
import type { Message } from '@setspot/domain/messages/message-schemas';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { MessageText } from './message-text';

type GroupableMessage = Message & { senderId: string };

/**
 * Product section 2 Messaging: messages grouped per sender within 5 minutes; own on the right, the
 * other person's on the left, each side with its two-letter avatar (ME or TH); each group with its
 * relative time, and '• Read' once the group's last own message was read.
 */
export function MessageGroups({
  messages,
  viewerId,
  now,
  renderMessageActions,
}: {
  messages: Message[];
  viewerId: string;
  now: Date;
  /** Beside each of the other person's messages: 'Report' (given by the app, ADR 0038). */
  renderMessageActions?: ((message: Message) => ReactNode) | undefined;
}) {
  // A deleted sender's messages still group together (under one stand-in id).
  const groupable = messages.map((message) => ({ ...message, senderId: message.senderId ?? 'deleted' }));
  return (
    <ol className="grid gap-4" aria-label="Messages">
      {groupMessages<GroupableMessage>(groupable).map((group) => {
        const own = group.senderId === viewerId;
        const last = group.messages.at(-1);
        if (!last) return null;
        return (
          <li key={group.messages[0]?.id} className={cn('flex items-end gap-2', own && 'flex-row-reverse')}>
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                own ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
              )}
            >
              {own ? 'ME' : 'TH'}
            </span>
            <div className={cn('grid max-w-[80%] gap-1', own ? 'justify-items-end' : 'justify-items-start')}>
              {group.messages.map((message) => {
                const bubble = (
                  <div
                    key={message.id}
                    data-testid="message"
                    className={cn(
                      'rounded-2xl px-3 py-2 text-sm',
                      own ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                    )}
                  >
                    <MessageText content={message.content} />
                  </div>
                );
                if (own || !renderMessageActions) return bubble;
                return (
                  <div key={message.id} className="flex items-center gap-1">
                    {bubble}
                    {renderMessageActions(message)}
                  </div>
                );
              })}
              <p className="text-xs text-muted-foreground">
                <time dateTime={last.createdAt}>{relativeTime(last.createdAt, now)}</time>
                {own && last.readAt ? ' • Read' : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
