import type { AdminReview } from '@setspot/domain/admin/admin-schemas';
import { REMOVED_BY_SETSPOT } from '@setspot/domain/admin/admin-texts';
import { Link } from 'react-router';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { adminPaths } from '../lib/admin-paths';
import { ScrollTable } from './scroll-table';

/** A user's reviews: those they wrote and those of them or their listings (a user's page). */
export function ReviewsTable({ reviews }: { reviews: AdminReview[] }) {
  if (reviews.length === 0) return <p className="text-sm text-muted-foreground">No reviews.</p>;
  return (
    <ScrollTable label="Reviews">
      <TableHeader>
        <TableRow>
          <TableHead>Review</TableHead>
          <TableHead>Listing</TableHead>
          <TableHead>Rating</TableHead>
          <TableHead>Comment</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {reviews.map((review) => (
          <TableRow key={review.id}>
            <TableCell>
              {review.direction === 'by' ? 'Written by them' : 'About them'}
              <span className="block text-sm text-muted-foreground">
                {new Date(review.createdAt).toLocaleDateString('en-US')}
              </span>
            </TableCell>
            <TableCell>
              <Link to={adminPaths.listing(review.locationId)} className="hover:underline">
                {review.locationTitle}
              </Link>
            </TableCell>
            <TableCell>{review.rating} / 5</TableCell>
            <TableCell className="max-w-md">
              {review.removedAt ? (
                <span className="text-muted-foreground">{REMOVED_BY_SETSPOT}</span>
              ) : (
                (review.comment ?? '—')
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
