import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatMoney } from '../../../lib/format-money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminBookings } from '../api/get-admin-bookings';
import { adminPaths } from '../lib/admin-paths';
import { matchCount } from '../lib/match-count';
import { AdminQueryState } from './admin-states';
import { ListFilters, useListParams } from './list-filters';
import { ScrollTable } from './scroll-table';

const STATUSES: [string, string][] = [
  ['pending', 'Pending'],
  ['confirmed', 'Confirmed'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
  ['rejected', 'Rejected'],
  ['expired', 'Expired'],
];

/** Bookings by id, listing title, either party's email, status and dates, a page at a time. */
export function BookingsPage() {
  useDocumentTitle('Bookings · Operations');
  const { values, page, set, hrefFor } = useListParams(['q', 'status', 'from', 'to']);
  const params = {
    q: values.q ?? '',
    status: values.status ?? '',
    from: values.from ?? '',
    to: values.to ?? '',
    page,
  };
  const bookings = useAdminBookings(params);
  return (
    <div className="grid gap-6">
      <PageHeading
        title="Bookings"
        description="Find a booking by its id, its listing, either party or its dates."
      />
      <div className="flex flex-wrap items-end gap-3">
        <ListFilters
          searchLabel="Booking id, listing or email"
          query={params.q}
          values={values}
          onChange={set}
          selects={[{ name: 'status', label: 'Status', options: STATUSES }]}
        />
        {(['from', 'to'] as const).map((name) => (
          <Field key={name} label={name === 'from' ? 'From' : 'To'} className="w-40">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={params[name]}
                onChange={(e) => set({ [name]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      {bookings.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {matchCount(bookings.data, 'booking', 'bookings')}
          </p>
          {bookings.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
              No bookings match these filters.
            </p>
          ) : (
            <ScrollTable label="Bookings">
              <TableHeader>
                <TableRow>
                  <TableHead>Listing</TableHead>
                  <TableHead>Renter</TableHead>
                  <TableHead>Owner</TableHead>
                  <TableHead>Dates</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Total</TableHead>
                  <TableHead>Refunded</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {bookings.data.items.map((booking) => (
                  <TableRow key={booking.id}>
                    <TableCell className="font-medium">
                      <Link
                        to={adminPaths.listing(booking.locationId)}
                        className="text-primary hover:underline"
                      >
                        {booking.locationTitle}
                      </Link>
                      <Link
                        to={adminPaths.booking(booking.id)}
                        className="block text-xs text-muted-foreground hover:underline"
                        aria-label={`Booking ${booking.id}: timeline`}
                      >
                        {booking.id}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {booking.renterId ? (
                        <Link to={adminPaths.user(booking.renterId)} className="hover:underline">
                          {booking.renterEmail}
                        </Link>
                      ) : (
                        'Deleted user'
                      )}
                    </TableCell>
                    <TableCell>
                      {booking.ownerId ? (
                        <Link to={adminPaths.user(booking.ownerId)} className="hover:underline">
                          {booking.ownerEmail}
                        </Link>
                      ) : (
                        'Deleted user'
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {booking.startDate} to {booking.endDate}
                    </TableCell>
                    <TableCell className="capitalize">
                      {booking.status} · {booking.paymentStatus.replace('_', ' ')}
                    </TableCell>
                    <TableCell>{formatMoney(booking.totalCents / 100)}</TableCell>
                    <TableCell>
                      {booking.refundCents === null ? '—' : formatMoney(booking.refundCents / 100)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
          <Pagination page={bookings.data.page} pageCount={bookings.data.pageCount} hrefFor={hrefFor} />
        </>
      ) : (
        <AdminQueryState
          error={bookings.error}
          isLoading={bookings.isLoading}
          refetch={() => void bookings.refetch()}
        />
      )}
    </div>
  );
}
