import type { AdminUserDetail } from '@setspot/domain/admin/admin-schemas';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminUser } from '../api/get-admin-user';
import { useOperatorAction } from '../api/operator-action';
import { adminPaths } from '../lib/admin-paths';
import { AdminQueryState } from './admin-states';
import { AuditTrail } from './audit-trail';
import { ReasonAction } from './reason-action';
import { BookingsTable, ListingsTable, ReportsTable } from './record-tables';
import { ReviewsTable } from './reviews-table';
import { UserStateBadges } from './users-page';

/**
 * A user's page: who they are, what they list and book, reports by and about them (their messages and
 * reviews included), their reviews, and the audit trail.
 */
export function UserPage({ id }: { id: string }) {
  const user = useAdminUser(id);
  useDocumentTitle(user.data ? `${user.data.user.name} · Operations` : 'User · Operations');
  if (!user.data) {
    return (
      <AdminQueryState error={user.error} isLoading={user.isLoading} refetch={() => void user.refetch()} />
    );
  }
  const detail = user.data;
  return (
    <div className="grid gap-8">
      <Profile detail={detail} />
      <Section title="Listings">
        <ListingsTable listings={detail.listings} />
      </Section>
      <Section title="Bookings">
        <BookingsTable bookings={detail.bookings} userId={id} />
      </Section>
      <Section title="Reports by and about them">
        <ReportsTable reports={detail.reports} />
      </Section>
      <Section title="Reviews">
        <ReviewsTable reviews={detail.reviews} />
      </Section>
      <Section title="Audit trail">
        <AuditTrail entries={detail.audit} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Profile({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  const base = `/api/admin/users/${user.id}`;
  const confirm = useOperatorAction('Email address confirmed');
  return (
    <header className="grid gap-4 rounded-xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            <Link to={adminPaths.users} className="hover:underline">
              Users
            </Link>
          </p>
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{user.name}</h1>
          <p className="[overflow-wrap:anywhere]">{user.email}</p>
          <p className="text-sm capitalize text-muted-foreground">
            {user.userType} · joined {new Date(user.createdAt).toLocaleDateString('en-US')}
          </p>
          <UserStateBadges user={user} />
          {user.suspensionReason ? (
            <p className="text-sm">
              <span className="font-medium">Suspended:</span> {user.suspensionReason}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {user.emailVerified ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate({ path: `${base}/confirm-email`, body: { reason: 'Confirmed by hand' } })
              }
            >
              Confirm email
            </Button>
          )}
          {user.suspendedAt ? (
            <ReasonAction
              label="Unsuspend"
              title={`Unsuspend ${user.name}?`}
              consequence="They can sign in again; listings hidden with the suspension come back."
              path={`${base}/unsuspend`}
              done="Account unsuspended"
            />
          ) : (
            <ReasonAction
              label="Suspend"
              variant="destructive"
              title={`Suspend ${user.name}?`}
              consequence="Their sessions end at once and they cannot sign in. Their listings leave search; their pending requests are released and future bookings cancelled with full refunds, and the other side is emailed."
              path={`${base}/suspend`}
              done="Account suspended"
            />
          )}
        </div>
      </div>
    </header>
  );
}
