import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { AccountTypeOnly } from '../../components/account-type-only';
import { PageLoading } from '../../components/ui/spinner';
import { OwnerListingsPage } from '../../features/owner-dashboard/components/owner-listings-page';

// A listing's calendar page (and its month view, react-day-picker) loads after the route. The route
// is this one ('/owner/listings/*'), so the app shell names no new file for it: every route stays
// inside the JavaScript budget.
const OwnerCalendarPage = lazy(() =>
  import('../../features/availability/components/owner-calendar-page').then((m) => ({
    default: m.OwnerCalendarPage,
  })),
);

/** /owner/listings, and /owner/listings/{id}/calendar (ADR 0039). */
export function OwnerListingsRoute() {
  const rest = useParams()['*'] ?? '';
  const calendarOf = /^([^/]+)\/calendar\/?$/.exec(rest)?.[1];
  if (calendarOf) {
    return (
      <AccountTypeOnly accountType="owner" title="Calendar">
        <Suspense fallback={<PageLoading />}>
          <OwnerCalendarPage key={calendarOf} listingId={calendarOf} />
        </Suspense>
      </AccountTypeOnly>
    );
  }
  // Any other address under /owner/listings/ names nothing: back to the list.
  if (rest !== '') return <Navigate to="/owner/listings" replace />;
  return (
    <AccountTypeOnly accountType="owner" title="My Listings">
      <OwnerListingsPage />
    </AccountTypeOnly>
  );
}
