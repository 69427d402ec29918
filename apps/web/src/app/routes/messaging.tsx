import { lazy, Suspense } from 'react';
import { MessagingPage } from '../../features/messaging/components/messaging-page';

// 'Report' (ADR 0038) on the person and on each of their messages, loaded with the first conversation.
const ReportButton = lazy(() =>
  import('../../features/reports/components/report-button').then((m) => ({ default: m.ReportButton })),
);

export function MessagingRoute() {
  return (
    <MessagingPage
      threadSlots={{
        renderPersonActions: (person) => (
          <Suspense fallback={null}>
            <ReportButton targetType="user" targetId={person.id} what={person.name} label="Report user" />
          </Suspense>
        ),
        renderMessageActions: (message) => (
          <Suspense fallback={null}>
            <ReportButton targetType="message" targetId={message.id} what="this message" label="icon" />
          </Suspense>
        ),
      }}
    />
  );
}
