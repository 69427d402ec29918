import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { OwnerOnly } from '../../components/owner-only';
import { PageLoading } from '../../components/ui/spinner';

// The page (and its month view, react-day-picker) loads after the route: the route's entry in the
// app shell then lists one file, which keeps every route inside the JavaScript budget.
const OwnerCalendarPage = lazy(() =>
  import('../../features/availability/components/owner-calendar-page').then((m) => ({
    default: m.OwnerCalendarPage,
  })),
);

export function OwnerCalendarRoute() {
  const { id = '' } = useParams();
  return (
    <OwnerOnly title="Calendar">
      <Suspense fallback={<PageLoading />}>
        <OwnerCalendarPage key={id} listingId={id} />
      </Suspense>
    </OwnerOnly>
  );
}
