import { errorFetchingDashboardData } from '@setspot/domain/listings/dashboard-texts';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { useQuery } from '@tanstack/react-query';
import { Building2, CalendarClock, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListLoading } from '../../../components/list-loading';
import { StatCard } from '../../../components/stat-card';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/get-me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorToast } from '../../../lib/use-error-toast';
import { ownerDashboardQueryOptions } from '../api/get-owner-dashboard';
import { DashboardPage } from './dashboard-page';
import { RecentBookingRequests } from './recent-booking-requests';
import { RecentProperties } from './recent-properties';

type OwnerDashboardPageProps = {
  /** Approve and reject for a request; supplied by the page that composes this one. */
  renderBookingActions?: (booking: OwnerBooking) => ReactNode;
  /** Shown above the figures, in the same paint as them: they wait while `noticePending`. */
  notice?: ReactNode;
  noticePending?: boolean;
};

/** /owner/dashboard (product section 2 'Owner dashboard'). */
export function OwnerDashboardPage({
  renderBookingActions,
  notice,
  noticePending = false,
}: OwnerDashboardPageProps) {
  useDocumentTitle('Owner Dashboard');
  const { user } = useSession();
  const query = useQuery(ownerDashboardQueryOptions);
  const failure = query.error ? errorFetchingDashboardData(errorMessage(query.error)) : null;
  useErrorToast(failure);
  // Figures and notice appear together: a notice arriving after them pushed them down.
  const data = noticePending ? undefined : query.data;

  return (
    <DashboardPage
      title="Owner Dashboard"
      description={user ? `Welcome back, ${user.firstName}.` : 'Your spaces and booking requests.'}
      action={
        <Link to={paths.listProperty} className={buttonClasses({})}>
          <Plus aria-hidden="true" />
          Add New Property
        </Link>
      }
    >
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      {!data && !failure ? <ListLoading rows={4} rowClassName="h-20" /> : null}
      {data ? (
        <>
          {notice}
          <div className="grid gap-4 sm:grid-cols-2">
            <StatCard label="Total Properties" value={data.totalProperties} icon={Building2} />
            <StatCard
              label="Booking Requests"
              value={data.totalBookingRequests}
              icon={CalendarClock}
              detail={`${data.pendingBookingRequests} awaiting your answer`}
            />
          </div>
          <RecentProperties properties={data.recentProperties} />
          <RecentBookingRequests bookings={data.recentBookingRequests} renderActions={renderBookingActions} />
        </>
      ) : null}
    </DashboardPage>
  );
}
