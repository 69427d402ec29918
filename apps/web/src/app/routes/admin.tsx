import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { AuditPage } from '../../features/admin/components/audit-page';
import { ListingPage } from '../../features/admin/components/listing-page';
import { ListingsPage } from '../../features/admin/components/listings-page';
import { ReportsPage } from '../../features/admin/components/reports-page';
import { UserPage } from '../../features/admin/components/user-page';
import { UsersPage } from '../../features/admin/components/users-page';

// The operator console's pages (ADR 0038), one module: it loads only when an operator opens /admin.

export function AdminHomeRoute() {
  return <Navigate to={paths.admin.reports} replace />;
}

export function AdminUsersRoute() {
  return <UsersPage />;
}

export function AdminUserRoute() {
  const { id = '' } = useParams();
  return <UserPage key={id} id={id} />;
}

export function AdminListingsRoute() {
  return <ListingsPage />;
}

export function AdminListingRoute() {
  const { id = '' } = useParams();
  return <ListingPage key={id} id={id} />;
}

export function AdminReportsRoute() {
  return <ReportsPage />;
}

export function AdminAuditRoute() {
  return <AuditPage />;
}
