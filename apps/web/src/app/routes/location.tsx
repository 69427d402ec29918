import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { LocationDetailPage } from '../../features/locations/components/location-detail-page';

// The panel brings the calendar (react-day-picker, date-fns): loaded only when a signed-in user opens a
// listing, so the location page paints without it and home and search never carry it.
const BookingPanel = lazy(() =>
  import('../../features/bookings/components/booking-panel').then((m) => ({ default: m.BookingPanel })),
);

/** The locations feature draws the page; the bookings feature supplies the booking panel. */
export function LocationRoute() {
  const { id = '' } = useParams();
  return (
    <LocationDetailPage
      key={id}
      id={id}
      renderBookingPanel={(location) => (
        <Suspense fallback={<BookingPanelLoading />}>
          <BookingPanel location={location} />
        </Suspense>
      )}
    />
  );
}

function BookingPanelLoading() {
  return (
    <div className="grid gap-4 rounded-xl border border-border p-6">
      <p role="status" className="sr-only">
        Loading booking panel...
      </p>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
