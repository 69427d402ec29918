import { FILMMAKER_RECENT_BOOKINGS } from '@setspot/domain/common/constants';
import { errorFetchingYourBookings } from '@setspot/domain/listings/dashboard-texts';
import { CalendarCheck, Clapperboard, ListChecks, Search } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ListLoading } from '../../../components/list-loading';
import { PageHeading } from '../../../components/page-heading';
import { StatCard } from '../../../components/stat-card';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/get-me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useMyBookings } from '../api/get-my-bookings';
import { BookingsEmpty } from './bookings-empty';
import { MyBookingCard } from './my-booking-card';

/** /filmmaker/dashboard (product section 2 'Filmmaker dashboard', section 9: 3 recent bookings). */
export function FilmmakerDashboardPage() {
  useDocumentTitle('Filmmaker Dashboard');
  const { user } = useSession();
  // The counts of every tab and the newest requests, in one answer: Upcoming and Active count only
  // bookings that still lead to a shoot, as those tabs do.
  const query = useMyBookings({
    tab: 'all',
    page: 1,
    order: 'requested',
    pageSize: FILMMAKER_RECENT_BOOKINGS,
  });
  const now = useMemo(() => new Date(query.dataUpdatedAt || Date.now()), [query.dataUpdatedAt]);
  const data = query.data;
  const failure = query.error ? errorFetchingYourBookings(errorMessage(query.error)) : null;
  useErrorToast(failure);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading
        title="Filmmaker Dashboard"
        description={user ? `Welcome back, ${user.firstName}.` : 'Your shoots and bookings.'}
        action={
          <Link to={paths.search} className={buttonClasses({})}>
            <Search aria-hidden="true" />
            Find Locations
          </Link>
        }
      />
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      {query.isPending ? <ListLoading rows={2} rowClassName="h-32" /> : null}
      {data ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Upcoming Shoots" value={data.counts.upcoming} icon={CalendarCheck} />
            <StatCard label="Active Shoots" value={data.counts.active} icon={Clapperboard} />
            <StatCard label="Total Bookings" value={data.counts.all} icon={ListChecks} />
          </div>
          <section aria-labelledby="recent-bookings" className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="recent-bookings" className="text-lg font-semibold">
                Recent Bookings
              </h2>
              <Link
                to={paths.filmmaker.bookings}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                View All Bookings
              </Link>
            </div>
            {data.items.length === 0 ? (
              <BookingsEmpty
                title="No bookings yet"
                description="When you request dates at a location, your bookings show up here."
              />
            ) : (
              data.items.map((booking) => (
                <MyBookingCard key={booking.id} booking={booking} now={now} actions={false} />
              ))
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
