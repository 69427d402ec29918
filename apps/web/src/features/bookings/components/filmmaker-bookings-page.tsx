import type { MyBookingTab } from '@setspot/domain/bookings/booking-schemas';
import { errorFetchingYourBookings } from '@setspot/domain/listings/dashboard-texts';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ListLoading } from '../../../components/list-loading';
import { PageHeading } from '../../../components/page-heading';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { TabLinks } from '../../../components/ui/tab-links';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useMyBookings } from '../api/get-my-bookings';
import { BOOKING_TABS } from '../lib/booking-tabs';
import { BookingsEmpty } from './bookings-empty';
import { MyBookingCard } from './my-booking-card';

const isTab = (value: string | null): value is MyBookingTab =>
  BOOKING_TABS.some((tab) => tab.value === value);

/** The address of a tab's page: pages are links, so they open in a new tab and survive a reload. */
function hrefFor(tab: MyBookingTab, page: number) {
  return `${paths.filmmaker.bookings}${queryString({ tab: tab === 'upcoming' ? undefined : tab, page })}`;
}

/**
 * /filmmaker/bookings (product section 2): Upcoming, Active, Past and All, each with its count, a page
 * at a time. The server sorts the bookings into tabs by the day in each listing's zone; bookings that
 * will not be shot (cancelled, rejected, lapsed) are under Past whatever their dates.
 */
export function FilmmakerBookingsPage() {
  useDocumentTitle('My Bookings');
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: MyBookingTab = isTab(requested) ? requested : 'upcoming';
  const tabLabel = BOOKING_TABS.find(({ value }) => value === tab)?.label ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useMyBookings({ tab, page });
  // Cancel deadlines are judged at the time of the answer; a fresh answer (after a change) re-judges them.
  const now = useMemo(() => new Date(query.dataUpdatedAt || Date.now()), [query.dataUpdatedAt]);
  const failure = query.error ? errorFetchingYourBookings(errorMessage(query.error)) : null;
  useErrorToast(failure);
  const data = query.data;

  return (
    // One column no wider than the screen: the tab row and the cards shrink to it instead of pushing it.
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading title="My Bookings" description="Your booking requests and shoots." />
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      {query.isPending ? <ListLoading rowClassName="h-32" /> : null}
      {data ? (
        <>
          {/* Two rows of two on phones, so every tab and its count stays in sight. */}
          <TabLinks
            label="Bookings by time"
            className="grid grid-cols-2 sm:flex"
            tabs={BOOKING_TABS.map(({ value, label }) => ({
              key: value,
              href: hrefFor(value, 1),
              label: `${label} (${data.counts[value]})`,
              current: value === tab,
            }))}
          />
          <section aria-labelledby="bookings-list" aria-busy={query.isPlaceholderData} className="grid gap-3">
            {/* The cards' titles are third-level headings under the page's: this names their list. */}
            <h2 id="bookings-list" className="sr-only">
              {tab === 'all' ? 'All bookings' : `${tabLabel} bookings`}
            </h2>
            {query.isPlaceholderData ? (
              // Another tab's or page's bookings are still on hand: never show them under this one.
              <ListLoading rows={2} rowClassName="h-32" />
            ) : data.counts[tab] === 0 ? (
              <BookingsEmpty title={`No ${tab === 'all' ? '' : `${tabLabel.toLowerCase()} `}bookings`} />
            ) : data.items.length === 0 ? (
              // A page past the end (a stale link, or bookings that moved to another tab): the last one.
              <Navigate replace to={hrefFor(tab, data.pageCount)} />
            ) : (
              <>
                {data.pageCount > 1 ? (
                  <p role="status" className="text-sm text-muted-foreground">
                    Page {data.page} of {data.pageCount}
                  </p>
                ) : null}
                {data.items.map((booking) => (
                  <MyBookingCard key={booking.id} booking={booking} now={now} />
                ))}
                <Pagination
                  page={data.page}
                  pageCount={data.pageCount}
                  hrefFor={(target) => hrefFor(tab, target)}
                />
              </>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
