import type { AdminUser } from '@setspot/domain/admin/admin-schemas';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { Badge } from '../../../components/ui/badge';
import { Pagination } from '../../../components/ui/pagination';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { lazyDateFormat } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminUsers } from '../api/get-admin-users';
import { adminPaths } from '../lib/admin-paths';
import { matchCount } from '../lib/match-count';
import { AdminQueryState } from './admin-states';
import { ListFilters, useListParams } from './list-filters';
import { ScrollTable } from './scroll-table';

const joined = lazyDateFormat('en-US', { dateStyle: 'medium' });

export function UserStateBadges({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.suspendedAt ? (
        <Badge variant="destructive">Suspended</Badge>
      ) : (
        <Badge variant="success">Active</Badge>
      )}
      {user.emailVerified ? null : <Badge variant="warning">Email not confirmed</Badge>}
      {user.operator ? <Badge variant="secondary">Operator</Badge> : null}
    </span>
  );
}

/** Users, searched by name or email and filtered by type and state on the server, a page at a time. */
export function UsersPage() {
  useDocumentTitle('Users · Operations');
  const { values, page, set, hrefFor } = useListParams(['q', 'type', 'state']);
  const params = { q: values.q ?? '', type: values.type ?? '', state: values.state ?? '', page };
  const users = useAdminUsers(params);
  return (
    <div className="grid gap-6">
      <PageHeading title="Users" description="Find an account by name or email; open it to act on it." />
      <ListFilters
        searchLabel="Name or email"
        query={params.q}
        values={values}
        onChange={set}
        selects={[
          {
            name: 'type',
            label: 'Type',
            options: [
              ['owner', 'Owner'],
              ['filmmaker', 'Filmmaker'],
            ],
          },
          {
            name: 'state',
            label: 'State',
            options: [
              ['active', 'Active'],
              ['suspended', 'Suspended'],
              ['unconfirmed', 'Email not confirmed'],
              ['operator', 'Operators'],
            ],
          },
        ]}
      />
      {users.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {matchCount(users.data, 'user', 'users')}
          </p>
          {users.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
              No users match these filters.
            </p>
          ) : (
            <ScrollTable label="Users">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>State</TableHead>
                  <TableHead>Joined</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.data.items.map((user) => (
                  <TableRow key={user.id}>
                    <TableCell className="font-medium">
                      <Link to={adminPaths.user(user.id)} className="text-primary hover:underline">
                        {user.name}
                      </Link>
                    </TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell className="capitalize">{user.userType}</TableCell>
                    <TableCell>
                      <UserStateBadges user={user} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {joined.format(new Date(user.createdAt))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
          <Pagination page={users.data.page} pageCount={users.data.pageCount} hrefFor={hrefFor} />
        </>
      ) : (
        <AdminQueryState
          error={users.error}
          isLoading={users.isLoading}
          refetch={() => void users.refetch()}
        />
      )}
    </div>
  );
}
