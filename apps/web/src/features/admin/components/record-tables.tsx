import type { AdminBooking, AdminListing, Report } from '@setspot/domain/admin/admin-schemas';
import { REPORT_REASON_LABELS } from '@setspot/domain/admin/report-reasons';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatMoney } from '../../../lib/format-money';
import { adminPaths } from '../lib/admin-paths';
import { ScrollTable } from './scroll-table';

const empty = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;

const STATUS_LABELS = {
  live: 'Live',
  hidden: 'Hidden',
  withdrawn: 'Withdrawn',
  in_review: 'In review',
  rejected: 'Rejected',
} as const;

export function ListingStatusBadge({ status }: { status: AdminListing['status'] }) {
  const variant = status === 'live' ? 'success' : status === 'hidden' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{STATUS_LABELS[status]}</Badge>;
}

export function ListingsTable({ listings }: { listings: AdminListing[] }) {
  if (listings.length === 0) return empty('No listings.');
  return (
    <ScrollTable label="Listings">
      <TableHeader>
        <TableRow>
          <TableHead>Listing</TableHead>
          <TableHead>Place</TableHead>
          <TableHead>Owner</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {listings.map((listing) => (
          <TableRow key={listing.id}>
            <TableCell className="font-medium">
              <Link to={adminPaths.listing(listing.id)} className="text-primary hover:underline">
                {listing.title}
              </Link>
            </TableCell>
            <TableCell>
              {listing.city}, {listing.state}
            </TableCell>
            <TableCell>{listing.ownerEmail ?? '—'}</TableCell>
            <TableCell>
              <ListingStatusBadge status={listing.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

export function BookingsTable({ bookings, userId }: { bookings: AdminBooking[]; userId: string }) {
  if (bookings.length === 0) return empty('No bookings.');
  return (
    <ScrollTable label="Bookings">
      <TableHeader>
        <TableRow>
          <TableHead>Listing</TableHead>
          <TableHead>As</TableHead>
          <TableHead>Dates</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Total</TableHead>
          <TableHead>Refunded</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bookings.map((booking) => (
          <TableRow key={booking.id}>
            <TableCell className="font-medium">{booking.locationTitle}</TableCell>
            <TableCell>{booking.renterId === userId ? 'Renter' : 'Owner'}</TableCell>
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
  );
}

export function ReportsTable({ reports }: { reports: Report[] }) {
  if (reports.length === 0) return empty('No reports.');
  return (
    <ScrollTable label="Reports">
      <TableHeader>
        <TableRow>
          <TableHead>Reported</TableHead>
          <TableHead>Reason</TableHead>
          <TableHead>By</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {reports.map((report) => (
          <TableRow key={report.id}>
            <TableCell className="capitalize">{report.targetType}</TableCell>
            <TableCell>
              {REPORT_REASON_LABELS[report.reason]}
              {report.details ? (
                <span className="block text-sm text-muted-foreground">{report.details}</span>
              ) : null}
            </TableCell>
            <TableCell>{report.reporterEmail ?? '—'}</TableCell>
            <TableCell className="capitalize">
              {report.status}
              {report.resolution ? ` · ${report.resolution.replace('_', ' ')}` : ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
