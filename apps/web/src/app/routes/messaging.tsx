import { MessagingPage } from '../../features/messaging/components/messaging-page';

export function MessagingRoute() {
  return <MessagingPage />;
}
