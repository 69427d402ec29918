import type { BookingStatus } from '@setspot/domain/bookings/booking-status';
import { OWNER_BOOKINGS_PAGE_SIZE } from '@setspot/domain/common/constants';
import type { OwnerBooking, OwnerBookingsPage } from '@setspot/domain/listings/owner-dashboard';
import type { AppDeps } from '../../app-deps.ts';
import { toOwnerBooking } from './booking-view.ts';
import { countOwnerBookings, listOwnerBookings, recentOwnerBookingViews } from './bookings.repository.ts';

/** GET /api/owner/bookings: one page of the bookings on the owner's listings, newest request first. */
export async function ownerBookingsPage(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  query: { status?: BookingStatus | undefined; page: number },
): Promise<OwnerBookingsPage> {
  const [{ total }, rows] = await Promise.all([
    countOwnerBookings(deps.db, ownerId, query.status),
    listOwnerBookings(deps.db, ownerId, {
      status: query.status,
      limit: OWNER_BOOKINGS_PAGE_SIZE,
      offset: (query.page - 1) * OWNER_BOOKINGS_PAGE_SIZE,
    }),
  ]);
  return {
    items: rows.map(toOwnerBooking),
    total,
    page: query.page,
    pageSize: OWNER_BOOKINGS_PAGE_SIZE,
    pageCount: Math.ceil(total / OWNER_BOOKINGS_PAGE_SIZE),
  };
}

/**
 * The owner dashboard's latest requests (product section 2: the 5 latest), with how many requests
 * were ever made on the owner's listings and how many still wait for an answer.
 */
export async function recentOwnerBookings(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  limit: number,
): Promise<{ total: number; pending: number; recent: OwnerBooking[] }> {
  const { rows, total, pending } = await recentOwnerBookingViews(deps.db, ownerId, limit);
  return { total, pending, recent: rows.map(toOwnerBooking) };
}
