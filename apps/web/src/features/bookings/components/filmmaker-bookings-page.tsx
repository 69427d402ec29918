import { errorFetchingYourBookings } from '@setspot/domain/listings/dashboard-texts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ListLoading } from '../../../components/list-loading';
import { PageHeading } from '../../../components/page-heading';
import { Alert } from '../../../components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useMyBookings } from '../api/get-my-bookings';
import { BOOKING_TABS, type BookingTab, bookingsByTab } from '../lib/filmmaker-buckets';
import { BookingsEmpty } from './bookings-empty';
import { MyBookingCard } from './my-booking-card';

const isTab = (value: string | null): value is BookingTab => BOOKING_TABS.some((tab) => tab.value === value);

/**
 * /filmmaker/bookings (product section 2): Upcoming, Active, Past and All, each with its count. Bookings
 * that will not be shot (cancelled, rejected, lapsed) are under Past whatever their dates.
 */
export function FilmmakerBookingsPage() {
  useDocumentTitle('My Bookings');
  const query = useMyBookings();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: BookingTab = isTab(requested) ? requested : 'upcoming';
  // The buckets are judged at the time of the answer; a fresh answer (after a change) re-judges them.
  const now = useMemo(() => new Date(query.dataUpdatedAt || Date.now()), [query.dataUpdatedAt]);
  const tabs = useMemo(() => bookingsByTab(query.data ?? [], now), [query.data, now]);
  const failure = query.error ? errorFetchingYourBookings(errorMessage(query.error)) : null;
  useErrorToast(failure);

  return (
    // One column no wider than the screen: the tab row and the cards shrink to it instead of pushing it.
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading title="My Bookings" description="Your booking requests and shoots." />
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      {query.isPending ? <ListLoading rowClassName="h-32" /> : null}
      {query.data ? (
        <Tabs
          value={tab}
          onValueChange={(value) => setParams(value === 'upcoming' ? {} : { tab: value }, { replace: true })}
        >
          {/* Two rows of two on phones, so every tab and its count stays in sight. */}
          <TabsList aria-label="Bookings by time" className="grid grid-cols-2 sm:flex">
            {BOOKING_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label} ({tabs[value].length})
              </TabsTrigger>
            ))}
          </TabsList>
          {BOOKING_TABS.map(({ value, label }) => (
            <TabsContent key={value} value={value} className="grid gap-3">
              {/* The cards' titles are third-level headings under the page's: this names their list. */}
              <h2 className="sr-only">{value === 'all' ? 'All bookings' : `${label} bookings`}</h2>
              {tabs[value].length === 0 ? (
                <BookingsEmpty title={`No ${value === 'all' ? '' : `${label.toLowerCase()} `}bookings`} />
              ) : (
                tabs[value].map((booking) => <MyBookingCard key={booking.id} booking={booking} now={now} />)
              )}
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
    </div>
  );
}
