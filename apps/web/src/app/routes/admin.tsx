import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/spinner';
import { AdminLayout } from '../layouts/admin-layout';

// The operator console (ADR 0038), one route for /admin/*. Its pages load one by one; their few
// addresses are told apart here rather than with <Routes>, which the shell does not otherwise load.
const OverviewPage = lazy(() =>
  import('../../features/admin/components/overview-page').then((m) => ({ default: m.OverviewPage })),
);
const ReportsPage = lazy(() =>
  import('../../features/admin/components/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const UsersPage = lazy(() =>
  import('../../features/admin/components/users-page').then((m) => ({ default: m.UsersPage })),
);
const UserPage = lazy(() =>
  import('../../features/admin/components/user-page').then((m) => ({ default: m.UserPage })),
);
const ListingsPage = lazy(() =>
  import('../../features/admin/components/listings-page').then((m) => ({ default: m.ListingsPage })),
);
const ListingPage = lazy(() =>
  import('../../features/admin/components/listing-page').then((m) => ({ default: m.ListingPage })),
);
const BookingsPage = lazy(() =>
  import('../../features/admin/components/bookings-page').then((m) => ({ default: m.BookingsPage })),
);
const BookingPage = lazy(() =>
  import('../../features/admin/components/booking-page').then((m) => ({ default: m.BookingPage })),
);
const ClaimsPage = lazy(() =>
  import('../../features/admin/components/claims-page').then((m) => ({ default: m.ClaimsPage })),
);
const AuditPage = lazy(() =>
  import('../../features/admin/components/audit-page').then((m) => ({ default: m.AuditPage })),
);

/** /admin (the overview), /admin/reports, /admin/users[/id], /admin/listings[/id], /admin/bookings[/id], /admin/audit, /admin/claims. */
function AdminPage({ section, id }: { section: string; id: string | undefined }) {
  if (section === 'users') return id ? <UserPage key={id} id={id} /> : <UsersPage />;
  if (section === 'listings') return id ? <ListingPage key={id} id={id} /> : <ListingsPage />;
  if (section === 'bookings') return id ? <BookingPage key={id} id={id} /> : <BookingsPage />;
  if (section === 'audit') return <AuditPage />;
  if (section === 'claims') return <ClaimsPage />;
  if (section === 'reports') return <ReportsPage />;
  return <OverviewPage />;
}

export function AdminRoute() {
  const [section = '', id] = useLocation()
    .pathname.replace(/^\/admin\/?/, '')
    .split('/');
  return (
    <AdminLayout>
      <Suspense fallback={<PageLoading />}>
        <AdminPage section={section} id={id || undefined} />
      </Suspense>
    </AdminLayout>
  );
}
