import {
  BOOKING_STATUSES,
  type BookingStatus,
  bookingBadgeText,
} from '@setspot/domain/bookings/booking-status';
import { errorFetchingYourBookings } from '@setspot/domain/listings/dashboard-texts';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { type ReactNode, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ListLoading } from '../../../components/list-loading';
import { PageHeading } from '../../../components/page-heading';
import { Alert } from '../../../components/ui/alert';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useOwnerBookings } from '../api/get-owner-bookings';
import { OwnerBookingItem } from './owner-booking-item';
import { OwnerBookingsEmpty } from './owner-bookings-empty';

const isStatus = (value: string | null): value is BookingStatus =>
  BOOKING_STATUSES.some((status) => status === value);

/** /owner/bookings: every request and booking on the owner's listings, newest request first. */
export function OwnerBookingsPage({
  renderBookingExtras,
  notice,
  noticePending = false,
}: {
  /** More about a booking under it (the filmmaker's reviews); supplied by the composing page. */
  renderBookingExtras?: (booking: OwnerBooking) => ReactNode;
  /** Shown above the list, in the same paint as it: the list waits while `noticePending`. */
  notice?: ReactNode;
  noticePending?: boolean;
}) {
  useDocumentTitle('Bookings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = isStatus(requested) ? requested : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useOwnerBookings({ status, page });
  const now = useMemo(() => new Date(query.dataUpdatedAt || Date.now()), [query.dataUpdatedAt]);
  const filterId = useId();
  const failure = query.error ? errorFetchingYourBookings(errorMessage(query.error)) : null;
  useErrorToast(failure);
  const data = query.data;

  const hrefFor = (target: number) => `${paths.owner.bookings}${queryString({ status, page: target })}`;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading
        title="Bookings"
        description="Every request and booking on your listings, newest request first."
        action={
          <div className="grid w-full gap-2 sm:w-56">
            <Label htmlFor={filterId}>Status</Label>
            <NativeSelect
              id={filterId}
              value={status}
              onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
            >
              <option value="">All statuses</option>
              {BOOKING_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {/* Confirmed bookings are paid once approved, so the badge's own word names them. */}
                  {bookingBadgeText(value, 'paid')}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      {query.isPending || (data && noticePending) ? <ListLoading rowClassName="h-32" /> : null}
      {data && !noticePending ? notice : null}
      {data && !noticePending ? (
        <section aria-label="Booking requests" aria-busy={query.isPlaceholderData} className="grid gap-4">
          <p role="status" className="text-sm text-muted-foreground">
            {data.total === 1 ? '1 booking' : `${data.total} bookings`}
            {data.pageCount > 1 ? ` · page ${data.page} of ${data.pageCount}` : ''}
          </p>
          {data.items.length === 0 ? (
            <OwnerBookingsEmpty filtered={status !== ''} />
          ) : (
            data.items.map((booking) => (
              <OwnerBookingItem
                key={booking.id}
                booking={booking}
                now={now}
                extras={renderBookingExtras?.(booking)}
              />
            ))
          )}
          <Pagination page={data.page} pageCount={data.pageCount} hrefFor={hrefFor} />
        </section>
      ) : null}
    </div>
  );
}
