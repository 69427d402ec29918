import { useUnreadCount } from '../api/get-conversations';

/** The top bar's 'Messages' with the unread count, kept live by the message stream (useMessageStream). */
export function MessagesNavLabel({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadCount(signedIn);
  return (
    <>
      Messages
      {unread > 0 ? (
        <span className="ml-1 rounded-full bg-primary px-1.5 text-xs font-semibold leading-5 text-primary-foreground">
          {unread > 99 ? '99+' : unread}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </>
  );
}
